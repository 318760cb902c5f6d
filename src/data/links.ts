/**
 * Addresses outside this site, each written once: navbar, footer, the
 * sidebar's product dropdown and links to pages not yet translated use them.
 */
export const ENGLISH_SITE = 'https://capacitorjs.com';
export const ENGLISH_DOCS = `${ENGLISH_SITE}/docs`;
export const JAPANESE_DOCS = 'https://capacitorjs.jp/docs';

/**
 * This site's own repository and the branch pages are edited on: every
 * page's 编辑此页 opens its Markdown file here (upstream's `custom_edit_url`
 * points at English files and is not used).
 */
export const REPOSITORY = {
  url: 'https://github.com/capacitor-docs-zh/capacitor-docs-zh-hans',
  branch: 'main',
} as const;

/**
 * GitHub's editor for one file of ours: `versionDocsDirPath` is the
 * version's directory (`docs`, `versioned_docs/version-v8`), `docPath` the
 * page's path inside it, as the docs plugin's `editUrl` function receives them.
 */
export function editUrlOf(versionDocsDirPath: string, docPath: string): string {
  return `${REPOSITORY.url}/edit/${REPOSITORY.branch}/${versionDocsDirPath}/${docPath}`;
}

export const LINKS = {
  github: 'https://github.com/ionic-team/capacitor',
  docsRepository: 'https://github.com/ionic-team/capacitor-docs',
  forum: 'https://forum.ionicframework.com/c/capacitor/26',
  blog: 'https://ionic.io/blog/tag/capacitor',
  community: 'https://ionic.io/community',
  twitter: 'https://twitter.com/capacitorjs',
  discord: 'https://ionic.link/discord',
  helpCenter: 'https://ionic.io/support',
  customerSupport: 'https://ionic.zendesk.com/',
  advisory: 'https://ionic.io/advisory',
  outsystems: 'https://www.outsystems.com/',
} as const;
