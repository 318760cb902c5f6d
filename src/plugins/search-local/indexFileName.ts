/**
 * A version's index file at the build's root, as the plugin's worker names
 * it with `hashed: false` (src/data/localSearch.ts): the latest version's has
 * no search context.
 */
export function searchIndexFileName(context: string): string {
  return `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
}
