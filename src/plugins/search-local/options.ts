/**
 * Options of @easyops-cn/docusaurus-search-local: one index per doc version,
 * all at the base URL (each version is a build of its own, in which it is
 * the latest: the version's path is its search context, so the box on its
 * pages loads search-index-<path>.json), Chinese segmented with jieba, code
 * blocks left out to keep each index small.
 */
import { DOCS_PLUGIN_ID } from '../../site';

const API_REFERENCE = 'html[class*="docs-doc-id-apis/"] .markdown h2#api';

/**
 * A version's index file at the build's root, as the plugin's worker names
 * it (`hashed: false`): the latest version's has no context.
 */
export function searchIndexFileName(context: string): string {
  return `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
}

export function localSearchOptions({
  docsRouteBasePath,
  contexts,
}: {
  docsRouteBasePath: string;
  /** The paths of the versions other than the latest ('next', 'v7' …). */
  contexts: string[];
}) {
  return {
    // One fixed file name per version (searchIndexFileName): nginx revalidates
    // it on each use, and no generated module carries a name that changes.
    hashed: false,
    language: ['zh', 'en'],
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath,
    searchResultLimits: 10,
    searchResultContextMaxLength: 60,
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: false,
    ignoreCssSelectors: [
      'pre',
      '.theme-code-block',
      '.theme-admonition-heading',
      // Plugin API reference (everything after its "API" heading): index the
      // names readers search for (methods are headings; interfaces, properties,
      // parameters and enum members keep their names) and leave out the
      // descriptions, types, defaults and versions, which would double the
      // index. (The methods' descriptions alone would add much to the
      // largest index for little: readers' task words go in `keywords`.)
      // The rest of an API page (set-up, configuration, examples) is indexed
      // whole.
      `${API_REFERENCE} ~ :not(h2, h3, h4, table)`,
      `${API_REFERENCE} ~ table thead`,
      `${API_REFERENCE} ~ table td:nth-child(n + 2)`,
    ],
    docsPluginIdForPreferredVersion: DOCS_PLUGIN_ID,
    searchContextByPaths: contexts,
  };
}
