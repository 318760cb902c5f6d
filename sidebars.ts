import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { readInventory, findVersion } from './scripts/route-inventory';
import { sidebarsFromInventory, writtenInVersion } from './scripts/sidebars-from-inventory';

// Sidebars of the current (v8, /docs/next) version, from the route inventory.
const sidebars = sidebarsFromInventory(
  findVersion(readInventory(__dirname), 'current'),
  writtenInVersion(__dirname, 'current'),
) as SidebarsConfig;

export default sidebars;
