/**
 * Options of @easyops-cn/docusaurus-search-local: one index per doc version
 * (the latest version at the root, the others by their path), Chinese
 * segmented with jieba, code blocks left out to keep each index small.
 */
import { DOC_VERSIONS } from '../src/data/docVersions';

const API_PAGE = 'html[class*="docs-doc-id-apis/"] .markdown';

export function localSearchOptions({
  versions,
  docsRouteBasePath,
}: {
  versions: string[];
  docsRouteBasePath: string;
}) {
  const contexts = DOC_VERSIONS.filter((v) => versions.includes(v.name) && v.path !== '').map(
    (v) => ({ label: v.label, path: v.path }),
  );
  return {
    hashed: 'filename' as const,
    language: ['zh', 'en'],
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath,
    // Every version's Markdown feeds the index hash, so the file name changes with the content.
    docsDir: ['docs', 'versioned_docs'],
    searchResultLimits: 10,
    searchResultContextMaxLength: 60,
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: false,
    searchContextByPaths: contexts,
    useAllContextsWithNoSearchContext: false,
    ignoreCssSelectors: [
      'pre',
      '.theme-code-block',
      '.theme-admonition-heading',
      // Plugin API reference: keep names and descriptions, leave out what no
      // reader searches for (the method list that repeats the headings, type
      // and value columns, defaults, "since" versions, return types).
      `${API_PAGE} h2#api + ul`,
      `${API_PAGE} td:nth-child(2)`,
      `${API_PAGE} td:nth-child(n+4)`,
      `${API_PAGE} p:contains("起始版本：")`,
      `${API_PAGE} p:contains("返回值：")`,
    ],
    docsPluginIdForPreferredVersion: 'default',
  };
}
