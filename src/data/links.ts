/**
 * Addresses outside this site, each written once: navbar, footer, the
 * sidebar's product dropdown and links to pages not yet translated use them.
 */
export const ENGLISH_SITE = 'https://capacitorjs.com';
export const ENGLISH_DOCS = `${ENGLISH_SITE}/docs`;
export const JAPANESE_DOCS = 'https://capacitorjs.jp/docs';

/**
 * This site's own repository is configured (SITE_REPOSITORY, GITHUB_REPOSITORY
 * in Actions: src/siteBuild/repository.ts); pages are edited on this branch.
 * Without the configuration a build names this placeholder and says so.
 */
export const REPOSITORY_BRANCH = 'main';
export const PLACEHOLDER_REPOSITORY = 'example/capacitor-docs-zh-hans';

/** A GitHub repository's address from its `owner/name`. */
export const githubRepositoryUrl = (ownerAndName: string) => `https://github.com/${ownerAndName}`;

/**
 * GitHub's editor for one file of ours in `repositoryUrl`: `versionDocsDirPath`
 * is the version's directory (`docs`, `versioned_docs/version-v8`), `docPath`
 * the page's path inside it, as the docs plugin's `editUrl` function receives
 * them (upstream's `custom_edit_url` points at English files and is not used).
 */
export function editUrlOf(
  repositoryUrl: string,
  versionDocsDirPath: string,
  docPath: string,
): string {
  return `${repositoryUrl}/edit/${REPOSITORY_BRANCH}/${versionDocsDirPath}/${docPath}`;
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
