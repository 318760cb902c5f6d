import { BASE_URL } from '../../site';
import type { SiteVersion } from '../../browser/versionLinks';

/** A doc version the search page can search: its label and its search context. */
export interface SearchVersion {
  label: string;
  /**
   * The search plugin's context (`ctx` parameter): the version's path under
   * the base URL ('next', 'v7'), empty for the latest, whose index is
   * search-index.json; the others' are search-index-<context>.json.
   */
  context: string;
}

/** The search context of a version: its path under the base URL. */
export function searchContextOf(version: Pick<SiteVersion, 'routeBase'>): string {
  return version.routeBase.slice(BASE_URL.length);
}

/** Every version (newest first), as the search page offers them. */
export function searchVersions(versions: readonly SiteVersion[]): SearchVersion[] {
  return versions.map((version) => ({
    label: version.label,
    context: version.isLast ? '' : searchContextOf(version),
  }));
}

/**
 * The version a search page address names: `ctx` (the search box's "see all
 * results" link), or `version` as links made before each version had its
 * own build wrote it ('v7/').
 */
export function contextOfParams(params: URLSearchParams): string {
  return params.get('ctx') ?? params.get('version')?.replace(/\/$/, '') ?? '';
}
