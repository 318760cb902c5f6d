/**
 * Addresses outside this site, each written once: navbar, footer, the
 * sidebar's product dropdown and links to pages not yet translated use them.
 */
export const ENGLISH_SITE = 'https://capacitorjs.com';
export const ENGLISH_DOCS = `${ENGLISH_SITE}/docs`;
export const JAPANESE_DOCS = 'https://capacitorjs.jp/docs';

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
