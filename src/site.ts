/**
 * The site's fixed facts, each written once: where the docs are mounted,
 * the docs plugin's id, and the environment variables a build reads.
 * No Node.js imports: the browser code reads these too.
 */

/** Every page, asset and version lives under this path (the English site's too). */
export const BASE_URL = '/docs/';

/** The one docs plugin instance (the classic preset's). */
export const DOCS_PLUGIN_ID = 'default';
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/**
 * The environment variables the project reads: all but deployTarget change
 * what a build or `npm start` makes (BUILD_ENV below).
 */
export const ENV = {
  /** The public address (https://host, no path) for canonical links, the sitemap and llms.txt. */
  siteUrl: 'SITE_URL',
  /** The versions to include, comma separated ("v7", "current,v7", "all"). */
  docsVersions: 'DOCS_VERSIONS',
  /** The one version a `docusaurus build` makes (npm run build runs one per version). */
  buildVersion: 'DOCS_BUILD_VERSION',
  /** `algolia` searches with Algolia DocSearch instead of the local index. */
  searchProvider: 'SEARCH_PROVIDER',
  /** `off` leaves the analytics out. */
  analytics: 'SITE_ANALYTICS',
  /** Our GitHub repository (owner/name) every page's 编辑此页 opens; in Actions GITHUB_REPOSITORY stands in. */
  repository: 'SITE_REPOSITORY',
  /** Set by GitHub Actions to the repository a workflow runs in. */
  actionsRepository: 'GITHUB_REPOSITORY',
  /** Set by `npm run build` for its Docusaurus builds once it has printed the configuration's warnings itself. */
  configWarned: 'DOCS_CONFIG_WARNED',
  /** Where `npm run deploy` publishes: user@host:/var/www/capacitor-docs-zh (tools/deploy). */
  deployTarget: 'DEPLOY_TARGET',
} as const;

/**
 * Every environment variable that changes what a build makes: a version
 * build's input hash (src/siteBuild/inputs.ts) and the Rspack cache folder
 * (src/plugins/rspack-cache) are both keyed by them.
 */
export const BUILD_ENV = [
  'NODE_ENV',
  ENV.siteUrl,
  ENV.docsVersions,
  ENV.buildVersion,
  ENV.searchProvider,
  ENV.analytics,
  ENV.repository,
  ENV.actionsRepository,
] as const;
