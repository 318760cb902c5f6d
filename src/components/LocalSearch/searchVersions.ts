/** A doc version the search page can search: its label and its `version` parameter. */
export interface SearchVersion {
  label: string;
  /** The plugin's `version` search parameter: the version's path under the base URL, with a trailing slash; empty for the latest. */
  param: string;
}

interface DocsVersion {
  label: string;
  path: string;
  isLast: boolean;
}

/** Docusaurus's versions (newest first), as the search page offers them. */
export function searchVersions(versions: readonly DocsVersion[], baseUrl: string): SearchVersion[] {
  return versions.map((version) => ({
    label: version.label,
    param: version.isLast ? '' : `${version.path.slice(baseUrl.length).replace(/\/$/, '')}/`,
  }));
}
