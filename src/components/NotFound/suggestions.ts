/**
 * What the not-found page offers for the address it was served at (nginx
 * serves it for every unknown path, so this runs in the browser): words to
 * search for, the same path in the other versions that have it, the pages
 * nearest by path in the version the address names, and where to start.
 */
import {
  pathInVersion,
  versionAt,
  versionUrl,
  type SiteVersion,
  type VersionLinks,
} from '@site/src/browser/versionLinks';

/** Every written version's pages, by version name: paths under the version's base ('' its index). */
export type VersionPages = Record<string, readonly string[]>;

/** Where a reader can start, as paths under a version's base: the install guide and the official plugins. */
export const START_PAGES = { installation: 'getting-started', plugins: 'apis' } as const;

export type Suggestions = {
  /** The version whose pages the address is under. */
  version: SiteVersion;
  /** The address's path under that version's base. */
  path: string;
  /** Search words from the address: its last segment, split at - _ and . */
  words: string;
  otherVersions: { version: SiteVersion; url: string }[];
  nearest: string[];
  start: Record<keyof typeof START_PAGES, string>;
};

const NEAREST = 6;

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The address's last segment as words: 'apis/splash-screen' → 'splash screen'. */
export function searchWordsOf(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return last
    .replace(/\.html?$/, '')
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .join(' ');
}

/** Levenshtein distance: the fewest one-character edits between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        previous[j] + 1,
        row[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length];
}

/**
 * The pages nearest to `path`: most leading segments in common first, then
 * the fewest edits between the rest (or between the last segments, for a
 * page filed elsewhere), then the shorter path. Pages sharing no segment
 * count only when their last segment is a near miss.
 */
export function nearestPages(path: string, pages: readonly string[], limit = NEAREST): string[] {
  const wanted = path.split('/').filter(Boolean);
  const last = wanted[wanted.length - 1] ?? '';
  const scored = pages.map((page) => {
    const segments = page.split('/').filter(Boolean);
    let common = 0;
    while (
      common < wanted.length &&
      common < segments.length &&
      wanted[common] === segments[common]
    )
      common += 1;
    const rest = editDistance(wanted.slice(common).join('/'), segments.slice(common).join('/'));
    const lastOnly = editDistance(last, segments[segments.length - 1] ?? '') + 2;
    return { page, common, distance: Math.min(rest, lastOnly) };
  });
  const nearMiss = Math.max(2, Math.floor(last.length / 3));
  return scored
    .filter(
      ({ page, common, distance }) => page !== path && (common > 0 || distance <= nearMiss + 2),
    )
    .sort((a, b) => b.common - a.common || a.distance - b.distance || a.page.length - b.page.length)
    .slice(0, limit)
    .map(({ page }) => page);
}

/** The suggestions for a reader at `pathname`; undefined for an address outside every version. */
export function notFoundSuggestions(
  pathname: string,
  links: VersionLinks,
  pages: VersionPages,
): Suggestions | undefined {
  const address = decoded(pathname).replace(/\/+$/, '');
  const version = versionAt(links, address) ?? versionAt(links, `${address}/`);
  if (!version) return undefined;
  const path = pathInVersion(version.routeBase, address) ?? '';
  const latest = links.versions.find((v) => v.isLast) ?? version;
  const has = (v: SiteVersion, page: string) => (pages[v.name] ?? []).includes(page);
  const startUrl = (page: string) =>
    has(version, page) ? versionUrl(version.routeBase, page) : versionUrl(latest.routeBase, page);
  return {
    version,
    path,
    words: searchWordsOf(path),
    otherVersions: links.versions
      .filter((v) => v !== version && path !== '' && has(v, path))
      .map((v) => ({ version: v, url: versionUrl(v.routeBase, path) })),
    nearest: path
      ? nearestPages(path, pages[version.name] ?? []).map((page) =>
          versionUrl(version.routeBase, page),
        )
      : [],
    start: {
      installation: startUrl(START_PAGES.installation),
      plugins: startUrl(START_PAGES.plugins),
    },
  };
}
