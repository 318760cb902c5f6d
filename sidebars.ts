import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { readInventory, findVersion } from './src/versions/inventory';
import { sidebarsFromInventory, writtenInVersion } from './src/versions/sidebars';

// Sidebars of the current (v8, /docs/next) version, from the route inventory.
const sidebars = sidebarsFromInventory(
  findVersion(readInventory(__dirname), 'current'),
  writtenInVersion(__dirname, 'current'),
) as SidebarsConfig;

export default sidebars;
