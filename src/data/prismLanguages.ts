/**
 * Languages Prism highlights beyond prism-react-renderer's bundled set
 * (src/remark/tokenizeCode.ts registers them, with their aliases).
 */
export const ADDITIONAL_PRISM_LANGUAGES = [
  'json',
  'groovy',
  'ruby',
  'diff',
  'bash',
  'shell-session',
  'http',
  'swift',
  'java',
  'kotlin',
  // .npmrc and gradle.properties files
  'ini',
  'properties',
];
