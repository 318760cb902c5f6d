/**
 * Languages Prism highlights beyond prism-react-renderer's bundled set
 * (docusaurus.config.ts loads them), with the fence names that reach them.
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
];

export const ADDITIONAL_LANGUAGE_ALIASES = ['sh', 'shell', 'sh-session', 'shellsession', 'rb'];
