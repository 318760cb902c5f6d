/**
 * Compares the built site with the route inventory (routes/routes.json):
 * prints coverage per version and sidebar; fails on any built doc URL that is
 * not in the inventory, and on any inventory URL missing from a group that
 * routes/complete.json declares complete, and on any URL of routes/served.txt
 * (every URL the site has served) that the inventory no longer lists.
 * Usage: npm run check:routes [-- buildDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtDocs, compareRoutes, type Completeness } from '../tools/inventory/builtRoutes';
import { readInventory, readServedUrls } from '../src/versions/inventory';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  const siteDir = process.cwd();
  const buildDir = path.resolve(args[0] ?? 'build');
  if (!fs.existsSync(buildDir)) {
    console.error(`route check: no build at ${buildDir}; run npm run build first`);
    return 1;
  }
  const { $comment: _comment, ...complete } = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'routes/complete.json'), 'utf8'),
  ) as Completeness & { $comment?: string };
  const report = compareRoutes(
    readInventory(siteDir),
    builtDocs(buildDir),
    complete,
    readServedUrls(siteDir),
  );
  for (const line of report.lines) console.log(line);
  for (const error of report.errors) console.error(`error: ${error}`);
  console.log(`route check: ${report.errors.length} errors`);
  return report.errors.length > 0 ? 1 : 0;
});
