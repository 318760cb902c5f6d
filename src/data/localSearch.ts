/**
 * Options of @easyops-cn/docusaurus-search-local: what each version's index
 * holds and how results show. One index per doc version, all at the base URL
 * (each version is a build of its own, in which it is the latest: the
 * version's path is its search context, so the box on its pages loads
 * search-index-<path>.json); Chinese is segmented with jieba.
 */
import { DOCS_PLUGIN_ID } from '../site';

const API_REFERENCE = 'html[class*="docs-doc-id-apis/"] .markdown h2#api';
/** The configuration reference (v2 has its own doc id): its schema is a code block. */
const CONFIG_REFERENCE =
  ':is([class~="docs-doc-id-main/reference/config"], [class~="docs-doc-id-config"])';

export function localSearchOptions({
  docsRouteBasePath,
  contexts,
}: {
  docsRouteBasePath: string;
  /** The paths of the versions other than the latest ('next', 'v7' …). */
  contexts: string[];
}) {
  return {
    // One fixed file name per version: nginx revalidates it on each use, and
    // no generated module carries a name that changes.
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
    // Applied in this order.
    ignoreCssSelectors: [
      '.theme-admonition-heading',
      // Plugin API reference (everything after its "API" heading): index the
      // names readers search for (methods are headings; interfaces, properties,
      // parameters and enum members keep their names) and each method's
      // summary, the paragraph after its signature, which holds the task
      // words (设置状态栏的背景颜色). Other descriptions, types, defaults and
      // versions are left out: they would double the index. The rest of an
      // API page (set-up, configuration, examples) is indexed whole.
      `${API_REFERENCE} ~ :not(h2, h3, h4, table, h3 + .theme-code-block + p)`,
      `${API_REFERENCE} ~ table thead`,
      `${API_REFERENCE} ~ table td:nth-child(n + 2)`,
      // Code blocks, except the configuration schema's option names (server.url,
      // androidScheme): its comments would make one section that matches
      // almost any query.
      `html:not(${CONFIG_REFERENCE}) pre`,
      `html:not(${CONFIG_REFERENCE}) .theme-code-block`,
      'pre .token.comment',
    ],
    docsPluginIdForPreferredVersion: DOCS_PLUGIN_ID,
    searchContextByPaths: contexts,
  };
}
