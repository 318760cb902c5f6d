import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { readInventory, findVersion } from './src/inventory/routeInventory';
import { sidebarsFromInventory, writtenInVersion } from './src/inventory/sidebars';

// Sidebars of the current (v8, /docs/next) version, from the route inventory.
const sidebars = sidebarsFromInventory(
  findVersion(readInventory(__dirname), 'current'),
  writtenInVersion(__dirname, 'current'),
) as SidebarsConfig;

export default sidebars;
