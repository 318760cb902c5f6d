/**
 * What the browser needs to link across versions, which one build (one
 * version) cannot learn from Docusaurus: every version's label, path and
 * banner, and for each page of the built versions where the same page lives
 * in the other versions. Plain data, no Node.js imports: the browser reads it
 * (./useVersionLinks.ts).
 */

/** The plugin (src/plugins/version-links) whose global data this is. */
export const VERSION_LINKS_PLUGIN_NAME = 'version-links';

export type SiteVersion = {
  name: string;
  label: string;
  /** '/docs', '/docs/next', '/docs/v7' … */
  routeBase: string;
  banner: 'unreleased' | 'unmaintained' | 'none';
  isLast: boolean;
};

export type VersionLinks = {
  /** Every written version, newest first. */
  versions: SiteVersion[];
  /**
   * For each built version, each other version: the pages (paths under the
   * version's base, '' for its index) whose counterpart is not at the same
   * path, mapped to where it is, or to null when that version has no such
   * page (then its index stands in).
   */
  moved: Record<string, Record<string, Record<string, string | null>>>;
};

type LinkDoc = { id: string; permalink: string };
type LinkVersion = SiteVersion & { docs: LinkDoc[] };

/** A page's path under its version's base: '/docs/v7/apis/camera' → 'apis/camera', '/docs/v7/' → ''. */
export function pathInVersion(routeBase: string, url: string): string | undefined {
  if (url !== routeBase && !url.startsWith(`${routeBase}/`)) return undefined;
  return url.slice(routeBase.length).replace(/^\/|\/$/g, '');
}

export function versionUrl(routeBase: string, inVersion: string): string {
  return inVersion ? `${routeBase}/${inVersion}` : `${routeBase}/`;
}

export function versionLinks(versions: LinkVersion[], built: string[]): VersionLinks {
  const moved: VersionLinks['moved'] = {};
  const pathsById = (v: LinkVersion) =>
    new Map(v.docs.map((doc) => [doc.id, pathInVersion(v.routeBase, doc.permalink) ?? '']));
  for (const from of versions.filter((v) => built.includes(v.name))) {
    const mine = pathsById(from);
    moved[from.name] = {};
    for (const to of versions.filter((v) => v !== from)) {
      const theirs = pathsById(to);
      const exceptions: Record<string, string | null> = {};
      for (const [id, inVersion] of mine) {
        const there = theirs.get(id) ?? null;
        if (there !== inVersion) exceptions[inVersion] = there;
      }
      moved[from.name][to.name] = exceptions;
    }
  }
  return {
    versions: versions.map(({ name, label, routeBase, banner, isLast }) => ({
      name,
      label,
      routeBase,
      banner,
      isLast,
    })),
    moved,
  };
}

/** Every version's pages, by name: their paths under the version's base ('' its index), sorted. */
export function versionPages(versions: LinkVersion[]): Record<string, string[]> {
  return Object.fromEntries(
    versions.map((v) => [
      v.name,
      v.docs.map((doc) => pathInVersion(v.routeBase, doc.permalink) ?? '').sort(),
    ]),
  );
}

/** How a version is marked beside its label, from its facts: 最新 (the latest), 未发布 (unreleased). */
export function versionMark(version: Pick<SiteVersion, 'isLast' | 'banner'>): string | undefined {
  if (version.isLast) return '最新';
  if (version.banner === 'unreleased') return '未发布';
  return undefined;
}

/** The version whose pages `pathname` is under (the latest last, as its base holds the others'). */
export function versionAt(links: VersionLinks, pathname: string): SiteVersion | undefined {
  return [...links.versions]
    .sort((a, b) => b.routeBase.length - a.routeBase.length)
    .find((v) => pathInVersion(v.routeBase, pathname) !== undefined);
}

/** The same page in version `to` (its index when it has no such page), for a reader at `pathname`. */
export function counterpartUrl(links: VersionLinks, pathname: string, to: string): string {
  const from = versionAt(links, pathname);
  const target = links.versions.find((v) => v.name === to);
  if (!target) throw new Error(`Unknown doc version "${to}"`);
  if (!from) return versionUrl(target.routeBase, '');
  const inVersion = pathInVersion(from.routeBase, pathname) ?? '';
  const exceptions = links.moved[from.name]?.[to] ?? {};
  const there = inVersion in exceptions ? exceptions[inVersion] : inVersion;
  return versionUrl(target.routeBase, there ?? '');
}
