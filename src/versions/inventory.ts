import fs from 'node:fs';
import path from 'node:path';

export type InventoryDoc = {
  id: string;
  source: string;
  permalink: string;
  sidebar?: string;
  /** A page upstream deleted that we keep serving: the English file it last followed, and the commit (and date) that deleted it. */
  removed?: { path: string; commit: string; date: string };
};

export type InventoryVersion = {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  banner?: string;
  /** Upstream's folder of this version's English pages: `docs` or `versioned_docs/version-<name>`. */
  upstreamDir: string;
  docCount?: number;
  sidebarIdsWithoutDoc?: string[];
  docs: InventoryDoc[];
  sidebars: Record<string, unknown[]>;
};

/** `source.commit`: the upstream commit the inventory was built from (`npm run upstream:inventory`). */
export type Inventory = { source: { commit: string }; versions: InventoryVersion[] };

export const INVENTORY_FILE = 'routes/routes.json';

/** Every URL the site has ever served, one a line: none may stop answering. */
export const SERVED_FILE = 'routes/served.txt';

export function readServedUrls(siteDir: string): string[] {
  const file = path.join(siteDir, SERVED_FILE);
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

/** The served URLs with every URL of the inventories added, sorted, as the file's text. */
export function servedUrlsText(served: string[], ...inventories: Inventory[]): string {
  const urls = new Set([
    ...served,
    ...inventories.flatMap((i) => i.versions.flatMap((v) => v.docs.map((d) => d.permalink))),
  ]);
  return `${[...urls].sort().join('\n')}\n`;
}

export function readInventory(siteDir: string): Inventory {
  return JSON.parse(fs.readFileSync(path.join(siteDir, INVENTORY_FILE), 'utf8')) as Inventory;
}

export function findVersion(inventory: Inventory, name: string): InventoryVersion {
  const version = inventory.versions.find((v) => v.name === name);
  if (!version) throw new Error(`Version "${name}" is not in ${INVENTORY_FILE}`);
  return version;
}

/** A URL as the inventory and a build both name it: no trailing slash (/docs/next/ is /docs/next). */
export const urlKey = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

/** The inventory page served at `url`, with its version. */
export function docAtUrl(
  inventory: Inventory,
  url: string,
): { version: InventoryVersion; doc: InventoryDoc } | undefined {
  for (const version of inventory.versions)
    for (const doc of version.docs)
      if (urlKey(doc.permalink) === urlKey(url)) return { version, doc };
  return undefined;
}

/** Whether the inventory lists a page (`source`) in a version. */
export function hasPage(inventory: Inventory, version: string, source: string): boolean {
  return (
    inventory.versions.find((v) => v.name === version)?.docs.some((d) => d.source === source) ??
    false
  );
}

/** Pages upstream deleted that the given versions keep, by permalink: the deleting commit and date. */
export function removedUpstreamPages(
  inventory: Inventory,
  versions: string[],
): Record<string, { commit: string; date: string }> {
  return Object.fromEntries(
    inventory.versions
      .filter((v) => versions.includes(v.name))
      .flatMap((v) => v.docs)
      .filter((d) => d.removed)
      .map((d) => [d.permalink, { commit: d.removed!.commit, date: d.removed!.date }]),
  );
}
