/**
 * Writes, for every written version, its sidebars and the Chinese labels of
 * their categories and links, both from the route inventory (see
 * tools/inventory/sidebarFiles.ts). Run after adding pages: `npm run sync:sidebars`.
 */
import { syncSidebars } from '../tools/inventory/sidebarFiles';
import { runMain } from './lib/run-main';

runMain(__filename, () => {
  for (const file of syncSidebars(process.cwd())) console.log(`wrote ${file}`);
});
