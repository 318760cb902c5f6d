import fs from 'node:fs';
import path from 'node:path';

export type InventoryDoc = {
  id: string;
  source: string;
  permalink: string;
  sidebar?: string;
  /** A page upstream deleted that we keep answering at its URL (see RemovedPage). */
  removed?: RemovedPage;
  /** Our own page, not a translation (front matter `origin: ours`): the English has no text for it. */
  origin?: 'ours';
  /**
   * An English page we have not translated and never served: not built,
   * links to it go to the English site; it leaves this state when its
   * translation is recorded (`npm run upstream:record`).
   */
  pending?: true;
};

/**
 * A page upstream deleted: the English file it last followed, the commit (and
 * date) that deleted it, and upstream's reason in a sentence (routes/ours.json,
 * by commit). `copy` is set on a copy in a version newer than the deletion
 * (the unreleased version's): whether its URL keeps a page whose facts we
 * checked for that version, or answers with a 301 to `redirect`, and why.
 */
export type RemovedPage = {
  path: string;
  commit: string;
  date: string;
  reason?: string;
  copy?: RemovedCopy;
};

export type RemovedCopy = { redirect?: string; why: string };

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

/** The served URLs with every URL of the inventories added (pending pages are not served), sorted, as the file's text. */
export function servedUrlsText(served: string[], ...inventories: Inventory[]): string {
  const urls = new Set([
    ...served,
    ...inventories.flatMap((i) =>
      i.versions.flatMap((v) => v.docs.filter((d) => !d.pending).map((d) => d.permalink)),
    ),
  ]);
  return `${[...urls].sort().join('\n')}\n`;
}

/**
 * The inventory with each page's `pending` flag settled: a page upstream
 * has (not deleted) whose Chinese file does not exist and whose URL was
 * never served is pending; every other page is not.
 */
export function settlePending(
  inventory: Inventory,
  written: (version: string, source: string) => boolean,
  served: string[],
): Inventory {
  const servedUrls = new Set(served.map(urlKey));
  return {
    ...inventory,
    versions: inventory.versions.map((version) => ({
      ...version,
      docs: version.docs.map((doc) => {
        const { pending: _was, ...rest } = doc;
        const pending =
          !doc.removed &&
          !written(version.name, doc.source) &&
          !servedUrls.has(urlKey(doc.permalink));
        return pending ? { ...rest, pending: true as const } : rest;
      }),
    })),
  };
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

/** What a removed page's notice says (the site config's `customFields.removedUpstream`). */
export type RemovedNotice = { commit: string; date: string; reason?: string; ours?: boolean };

/** The permalinks of the given versions' pages of ours (front matter `origin: ours`): no English page. */
export function ourPages(inventory: Inventory, versions: string[]): string[] {
  return inventory.versions
    .filter((v) => versions.includes(v.name))
    .flatMap((v) => v.docs.filter((d) => d.origin === 'ours').map((d) => d.permalink));
}

/** Pages upstream deleted that the given versions keep as pages, by permalink. */
export function removedUpstreamPages(
  inventory: Inventory,
  versions: string[],
): Record<string, RemovedNotice> {
  return Object.fromEntries(
    inventory.versions
      .filter((v) => versions.includes(v.name))
      .flatMap((v) => v.docs)
      .filter((d) => d.removed && !d.removed.copy?.redirect)
      .map((d) => {
        const { commit, date, reason } = d.removed!;
        const notice: RemovedNotice = { commit, date, ...(reason ? { reason } : {}) };
        return [d.permalink, d.origin === 'ours' ? { ...notice, ours: true } : notice];
      }),
  );
}

/** The 301 target of an inventory page whose URL redirects instead of serving a page. */
export const redirectOf = (doc: InventoryDoc): string | undefined => doc.removed?.copy?.redirect;

/** A version's pages that are pages (not URLs answering with a 301). */
export const pagesOf = (version: Pick<InventoryVersion, 'docs'>): InventoryDoc[] =>
  version.docs.filter((d) => !redirectOf(d));

/** Inventory URLs that answer with a 301 (deploy/nginx has a rule for each), with their targets. */
export function redirectedPages(inventory: Inventory): { from: string; to: string }[] {
  return inventory.versions
    .flatMap((v) => v.docs)
    .filter((d) => redirectOf(d))
    .map((d) => ({ from: d.permalink, to: redirectOf(d)! }));
}
