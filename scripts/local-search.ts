/**
 * Options of @easyops-cn/docusaurus-search-local: one index per doc version
 * (the latest version at the root, the others by their path), Chinese
 * segmented with jieba, code blocks left out to keep each index small.
 */
import { DOC_VERSIONS } from '../src/data/docVersions';

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
    ignoreCssSelectors: ['pre', '.theme-code-block', '.theme-admonition-heading'],
    docsPluginIdForPreferredVersion: 'default',
  };
}
