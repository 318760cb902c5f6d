/**
 * What the route inventory records that upstream cannot tell: upstream's
 * reason for deleting a page, what each copy of a deleted page in a newer
 * version does (stays, its facts checked, or answers with a 301), and which
 * pages are ours rather than translations (front matter `origin: ours`), with
 * the sidebar categories of those that have no English page at all. The
 * first three are kept by hand in routes/ours.json; the pages are found in
 * the site's Markdown. `npm run upstream:inventory` merges them into what it
 * reads from upstream, so the generator and routes/routes.json agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { docsDirOf } from '../../src/versions';
import { markdownPages } from '../../src/versions/files';
import type { Inventory, InventoryDoc, RemovedCopy } from '../../src/versions/inventory';
import { docRoute } from './docRoute';

export const OWN_RECORDS_FILE = 'routes/ours.json';

type SidebarCategory = { type: 'category'; label: string; collapsed?: boolean; items: string[] };

export type OwnRecords = {
  /** Upstream's reason for a deletion, by the deleting commit (as the inventory abbreviates it). */
  removalReasons: Record<string, string>;
  /** By permalink: every copy of a deleted page in the unreleased version, and no other URL. */
  removedCopies: Record<string, RemovedCopy>;
  /** By version name: categories of our own pages, put into a sidebar before the category labelled `before` (else last). */
  sidebars: Record<string, { sidebar: string; before?: string; category: SidebarCategory }[]>;
};

/** A page of ours found in the site: its source within the version and its front matter. */
export type OurPage = { source: string; frontMatter: Record<string, unknown> };

/** The hand-kept records; none when the file is absent (then any deleted page fails the merge). */
export function readOwnRecords(siteDir: string): OwnRecords {
  const file = path.join(siteDir, OWN_RECORDS_FILE);
  if (!fs.existsSync(file)) return { removalReasons: {}, removedCopies: {}, sidebars: {} };
  const { removalReasons, removedCopies, sidebars } = JSON.parse(
    fs.readFileSync(file, 'utf8'),
  ) as OwnRecords;
  return {
    removalReasons: removalReasons ?? {},
    removedCopies: removedCopies ?? {},
    sidebars: sidebars ?? {},
  };
}

/** Whether a page's front matter declares it ours; any other `origin` is an error naming the file. */
export function isOurs(frontMatter: Record<string, unknown>, file: string): boolean {
  if (frontMatter.origin === undefined) return false;
  if (frontMatter.origin !== 'ours')
    throw new Error(
      `${file}: front matter origin must be "ours" (or left out), not ${JSON.stringify(frontMatter.origin)}`,
    );
  return true;
}

/** Every page with `origin: ours` in the site, by version name. */
export function ourPagesInSite(siteDir: string, versions: string[]): Record<string, OurPage[]> {
  const result: Record<string, OurPage[]> = {};
  for (const name of versions) {
    const dir = path.join(siteDir, docsDirOf(name));
    result[name] = markdownPages(dir).flatMap((file) => {
      const frontMatter = matter(fs.readFileSync(file, 'utf8')).data;
      if (!isOurs(frontMatter, path.relative(siteDir, file))) return [];
      return [{ source: path.relative(dir, file).split(path.sep).join('/'), frontMatter }];
    });
  }
  return result;
}

/**
 * `inventory` (upstream's, with the deleted pages kept) with our records:
 * each deleted page's reason (fails when a deleting commit has none), the
 * decision for each copy in the unreleased version (fails when one lacks a
 * decision or a decision names no such copy), our pages marked (and added,
 * with their sidebar, when upstream has no page there). Given `pending`, a
 * missing reason or decision is listed there instead of failing (the weekly
 * sync lists it in its PR for a maintainer to write).
 */
export function withOurRecords(
  inventory: Inventory,
  own: OwnRecords,
  ourPages: Record<string, OurPage[]>,
  pending?: string[],
): Inventory {
  const next = structuredClone(inventory);
  const missing = (message: string) => {
    if (!pending) throw new Error(message);
    pending.push(message);
  };
  const copies = new Set<string>();
  for (const version of next.versions) {
    const unreleased = version.banner === 'unreleased';
    for (const doc of version.docs) {
      if (!doc.removed) continue;
      const reason = own.removalReasons[doc.removed.commit];
      if (reason) doc.removed = { ...doc.removed, reason };
      else
        missing(
          `${OWN_RECORDS_FILE}: no removalReasons entry for upstream commit ${doc.removed.commit}, which deleted ${doc.removed.path} (${doc.permalink}); write upstream's reason in a sentence`,
        );
      if (!unreleased) continue;
      const copy = own.removedCopies[doc.permalink];
      if (!copy) {
        missing(
          `${OWN_RECORDS_FILE}: ${doc.permalink} (${version.label}) is a copy of a page upstream deleted before ${version.label}; add a removedCopies entry saying why its facts hold for ${version.label}, or a redirect`,
        );
        continue;
      }
      doc.removed.copy = copy;
      copies.add(doc.permalink);
    }
  }
  const stale = Object.keys(own.removedCopies).filter((url) => !copies.has(url));
  if (stale.length > 0)
    throw new Error(
      `${OWN_RECORDS_FILE}: removedCopies names ${stale.join(', ')}, not a copy of a deleted page in the unreleased version`,
    );

  for (const version of next.versions) {
    const pages = ourPages[version.name] ?? [];
    const categories = own.sidebars[version.name] ?? [];
    for (const { sidebar, before, category } of categories) {
      const items = (version.sidebars[sidebar] ??= []);
      if (items.some((i) => (i as { label?: string }).label === category.label)) continue;
      const at = items.findIndex((i) => (i as { label?: string }).label === before);
      items.splice(at < 0 ? items.length : at, 0, structuredClone(category));
    }
    const sidebarOf = new Map(
      categories.flatMap(({ sidebar, category }) => category.items.map((id) => [id, sidebar])),
    );
    for (const page of pages) {
      const existing = version.docs.find((d) => d.source === page.source);
      if (existing) {
        existing.origin = 'ours';
        continue;
      }
      const { id, route } = docRoute(page.source, page.frontMatter);
      const doc: InventoryDoc = {
        id,
        source: page.source,
        permalink: route === '/' ? `${version.path}/` : `${version.path}${route}`,
        ...(sidebarOf.has(id) ? { sidebar: sidebarOf.get(id) } : {}),
        origin: 'ours',
      };
      version.docs.push(doc);
    }
    const ids = new Set(version.docs.map((d) => d.id));
    const unknown = [...sidebarOf.keys()].filter((id) => !ids.has(id));
    if (unknown.length > 0)
      throw new Error(
        `${OWN_RECORDS_FILE}: the ${version.name} sidebar lists ${unknown.join(', ')}, which is no page of ours in ${docsDirOf(version.name)}`,
      );
    version.docs.sort((a, b) => a.source.localeCompare(b.source));
    version.docCount = version.docs.length;
  }
  return next;
}
