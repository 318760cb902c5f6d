import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { BASE_URL, DOCS_PLUGIN_ID, ENV } from './src/site';
import { DOC_VERSIONS, LAST_VERSION, includedVersions, writtenDocVersions } from './src/versions';
import { readInventory, removedUpstreamPages } from './src/versions/inventory';
import { siteUrlOf } from './src/serving/siteUrl';
import remarkPendingLinks from './src/remark/pendingLinks';
import remarkCodeTokens from './src/remark/codeTokens';
import remarkStaleNotice from './src/remark/staleNotice';
import remarkSectionKeywords from './src/remark/sectionKeywords';
import { productDropdown, type ProductDropdownThemeConfig } from './src/data/productDropdown';
import { ENGLISH_DOCS, ENGLISH_SITE, JAPANESE_DOCS, LINKS } from './src/data/links';
import { darkCodeTheme, lightCodeTheme } from './src/data/codeThemes';
import { localSearchOptions } from './src/data/localSearch';
import searchLocal from './src/plugins/search-local';
import serving, { type ServingOptions } from './src/plugins/serving';
import llms from './src/plugins/llms';
import tagManager from './src/plugins/tag-manager';
import noPrism from './src/plugins/no-prism';
import idlePrefetch from './src/plugins/idle-prefetch';
import rspackCache from './src/plugins/rspack-cache';
import versions from './src/plugins/versions';

// The public address (SITE_URL); without it, the address npm run serve:prod serves.
const site = siteUrlOf(process.env[ENV.siteUrl]);
if (!site.fromEnv) {
  console.warn(
    `› 未设置 ${ENV.siteUrl}：canonical 链接、hreflang、sitemap 和 llms.txt 使用 ${site.url}（npm run serve:prod 的地址）。部署前请设置 ${ENV.siteUrl}=https://<站点地址>。`,
  );
}
const SITE_URL = site.url;
const siteDir = __dirname;
// `docusaurus start` runs in development (its CLI's default NODE_ENV), a build in production.
const COMMAND = process.env.NODE_ENV === 'development' ? 'start' : 'build';
/**
 * `npm run build` builds each version on its own (DOCS_BUILD_VERSION, one
 * `docusaurus build` each) and merges them (scripts/build.ts); the dev
 * server serves the versions DOCS_VERSIONS names in one.
 */
const BUILD_VERSION = process.env[ENV.buildVersion];
if (process.argv[2] === 'build' && !BUILD_VERSION) {
  throw new Error(
    `docusaurus build 每次只构建一个版本（${ENV.buildVersion}=<版本>）；构建整个站点请运行 npm run build。`,
  );
}
const versionsToBuild = BUILD_VERSION
  ? [BUILD_VERSION]
  : includedVersions(siteDir, process.env[ENV.docsVersions], COMMAND);
// The docs plugin needs its latest version among those it loads.
const lastVersion = versionsToBuild.includes(LAST_VERSION) ? LAST_VERSION : versionsToBuild[0];

/**
 * Search: a local, build-time index with Chinese word segmentation by
 * default; Algolia DocSearch with SEARCH_PROVIDER=algolia.
 */
const SEARCH_PROVIDER = process.env[ENV.searchProvider] === 'algolia' ? 'algolia' : 'local';
const ALGOLIA = {
  appId: '3IVALO5OU4',
  apiKey: '5fdbbcbd186f2a1265494810dd0bf09c',
  indexName: 'capacitorjs-zh-hans',
  searchPagePath: 'search',
  contextualSearch: false,
};

/**
 * Analytics: the Tag Manager container, loaded once a page has loaded and
 * the browser is idle (src/plugins/tag-manager). Not in `npm start`, nor in
 * builds made with SITE_ANALYTICS=off (the test suite's).
 */
const GOOGLE_TAG_MANAGER = { containerId: 'GTM-TKMGCBC' };
const ANALYTICS = process.env[ENV.analytics] !== 'off';

/** Production serving (deploy/nginx): the build's Content-Security-Policy and precompressed files. */
const SERVING: ServingOptions = {
  googleTagManager: ANALYTICS,
  algoliaAppId: SEARCH_PROVIDER === 'algolia' ? ALGOLIA.appId : undefined,
};

const config: Config = {
  // Site
  title: 'Capacitor 中文文档',
  tagline:
    'Capacitor 是一个跨平台原生运行时，让你用现代 Web 技术构建在 iOS、Android 和 Web 上原生运行的应用。',
  url: SITE_URL,
  baseUrl: BASE_URL,
  favicon: 'img/favicon.svg',
  organizationName: 'ionic-team',
  projectName: 'capacitor-docs',

  // Locale: Simplified Chinese only
  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: {
      'zh-Hans': {
        label: '简体中文',
        direction: 'ltr',
        htmlLang: 'zh-Hans',
        calendar: 'gregory',
        path: 'zh-Hans',
      },
    },
  },

  // Build-time rules: every broken link, markdown link or anchor fails the
  // build. A one-version build links to pages of the others (the logo, the
  // footer, upgrade guides): scripts/build.ts checks every link and anchor
  // once the versions are merged.
  onBrokenLinks: BUILD_VERSION ? 'ignore' : 'throw',
  onBrokenAnchors: BUILD_VERSION ? 'ignore' : 'throw',
  markdown: {
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  future: {
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Compiled modules are kept between builds, in a folder per build
      // configuration (src/plugins/rspack-cache).
      // The search index file has a fixed name (options: hashed: false), so no
      // generated module carries a name the next build would change.
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      // Storage namespacing would rename the `theme` localStorage key.
      siteStorageNamespacing: false,
    },
  },

  clientModules: ['./src/clientModules/normalizeHtmlPath.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          exclude: ['**/README.md'],
          breadcrumbs: true,
          lastVersion,
          includeCurrentVersion: versionsToBuild.includes('current'),
          onlyIncludeVersions: versionsToBuild,
          versions: Object.fromEntries(
            DOC_VERSIONS.filter((v) => versionsToBuild.includes(v.name)).map((v) => [
              v.name,
              { label: v.label, path: v.path, banner: v.banner },
            ]),
          ),
          beforeDefaultRemarkPlugins: [
            [remarkPendingLinks, { siteDir, includedVersions: versionsToBuild }],
            [remarkStaleNotice, { siteDir }],
          ],
          remarkPlugins: [remarkCodeTokens, remarkSectionKeywords],
        },
        blog: false,
        pages: { remarkPlugins: [remarkCodeTokens] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // A persistent cache folder per build configuration (DOCS_VERSIONS …).
    rspackCache,
    // No Prism in the browser: code is highlighted while pages compile.
    noPrism,
    // Link prefetching in idle time, once per page, instead of in one long task after hydration.
    idlePrefetch,
    // Every version and where each page lives in the others, for the browser.
    versions({ built: versionsToBuild }),
    // llms.txt and a Markdown copy of every page, for each built version.
    llms({
      includedVersions: versionsToBuild,
      siteVersions: writtenDocVersions(siteDir).map((v) => ({
        name: v.name,
        label: v.label,
        path: v.routeBase,
      })),
    }),
    ...(ANALYTICS ? [[tagManager, GOOGLE_TAG_MANAGER] satisfies PluginConfig] : []),
    serving(SERVING),
  ],

  themes:
    SEARCH_PROVIDER === 'local'
      ? [
          [
            searchLocal,
            localSearchOptions({
              docsRouteBasePath: '/',
              contexts: DOC_VERSIONS.filter((v) => !v.isLast).map((v) => v.path),
            }),
          ] satisfies PluginConfig,
        ]
      : [],

  // Pages the English site deleted that we keep serving (src/theme/DocItem/Content).
  customFields: { removedUpstream: removedUpstreamPages(readInventory(siteDir), versionsToBuild) },

  themeConfig: {
    image: 'img/social-card.svg',
    // No site-wide keywords: a page's own (front matter `keywords`) are what
    // the search index weights, and the same words on every page would match
    // every page.

    announcementBar: {
      id: 'outsystems-2026',
      content: `Capacitor 现已成为 <a href="${LINKS.outsystems}" target="_blank" rel="noopener"><strong>OutSystems</strong> 旗下项目 →</a>`,
      backgroundColor: '#0b2a4a',
      textColor: '#ffffff',
      isCloseable: false,
    },

    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },

    docs: {
      // Kept by src/versions/preferredVersion.ts, in the same localStorage
      // slot: the docs plugin would clear a version outside its own build.
      versionPersistence: 'none',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },

    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },

    navbar: {
      title: '',
      hideOnScroll: true,
      logo: {
        alt: 'Capacitor 文档',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 130,
        height: 24,
      },
      items: [
        { type: 'doc', docId: 'index', label: '文档', position: 'left' },
        { type: 'doc', docId: 'plugins', label: '插件', position: 'left' },
        { type: 'doc', docId: 'cli/index', label: '命令行', position: 'left' },
        { type: 'search', position: 'right' },
        {
          label: '社区',
          position: 'right',
          className: 'navbar__link--community',
          items: [
            { label: '社区中心', href: LINKS.community },
            { label: '论坛', href: LINKS.forum },
            { label: '博客', href: LINKS.blog },
            { label: 'Twitter', href: LINKS.twitter },
            { label: 'Discord', href: LINKS.discord },
          ],
        },
        {
          label: '支持',
          position: 'right',
          className: 'navbar__link--support',
          items: [
            { label: '帮助中心', href: LINKS.helpCenter },
            { label: '客户支持', href: LINKS.customerSupport },
            { label: '企业咨询', href: LINKS.advisory },
          ],
        },
        {
          type: 'localeDropdown',
          position: 'right',
          className: 'navbar__item--language',
          dropdownItemsAfter: [
            { label: 'English', href: ENGLISH_DOCS },
            { label: '日本語', href: JAPANESE_DOCS },
          ],
        },
        {
          href: LINKS.github,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'GitHub 仓库',
        },
        {
          href: LINKS.twitter,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--twitter',
          'aria-label': 'Twitter',
        },
        {
          href: LINKS.discord,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--discord',
          'aria-label': 'Discord',
        },
      ],
    },

    sidebar: { productDropdown },

    footer: {
      style: 'dark',
      logo: {
        alt: 'Capacitor',
        // The footer is dark in both colour modes.
        src: 'img/logo-dark.svg',
        width: 130,
        height: 24,
        href: ENGLISH_SITE,
      },
      links: [
        {
          title: '文档',
          items: [
            { label: '快速上手', to: '/getting-started' },
            { label: '插件', to: '/plugins' },
            { label: '命令行', to: '/cli' },
          ],
        },
        {
          title: '社区',
          items: [
            { label: '论坛', href: LINKS.forum },
            { label: '博客', href: LINKS.blog },
            { label: 'Discord', href: LINKS.discord },
            { label: 'Twitter', href: LINKS.twitter },
          ],
        },
        {
          title: '更多',
          items: [
            { label: 'GitHub', href: LINKS.github },
            { label: '英文文档', href: ENGLISH_DOCS },
            { label: '参与翻译', href: LINKS.docsRepository },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Ionic（OutSystems 旗下）。中文文档依据 MIT 许可翻译发布。`,
    },

    ...(SEARCH_PROVIDER === 'algolia' ? { algolia: ALGOLIA } : {}),

    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies Preset.ThemeConfig & ProductDropdownThemeConfig,
};

export default config;
