/**
 * Official plugin API pages and the npm package whose metadata each one
 * documents. `coreInterface` marks APIs that ship inside @capacitor/core.
 */
export type ApiPlugin = {
  /** Page slug under /docs/apis/ and file name under apis/. */
  slug: string;
  package: string;
  /** For APIs defined in @capacitor/core: the plugin interface to document. */
  coreInterface?: string;
};

const official = (slug: string): ApiPlugin => ({ slug, package: `@capacitor/${slug}` });

export const API_PLUGINS: ApiPlugin[] = [
  official('action-sheet'),
  official('app'),
  official('app-launcher'),
  official('background-runner'),
  official('barcode-scanner'),
  official('browser'),
  official('camera'),
  official('clipboard'),
  { slug: 'cookies', package: '@capacitor/core', coreInterface: 'CapacitorCookiesPlugin' },
  official('device'),
  official('dialog'),
  official('file-transfer'),
  official('file-viewer'),
  official('filesystem'),
  official('geolocation'),
  official('google-maps'),
  official('haptics'),
  { slug: 'http', package: '@capacitor/core', coreInterface: 'CapacitorHttpPlugin' },
  official('inappbrowser'),
  official('keyboard'),
  official('local-notifications'),
  official('motion'),
  official('network'),
  official('preferences'),
  official('privacy-screen'),
  official('push-notifications'),
  official('screen-orientation'),
  official('screen-reader'),
  official('share'),
  official('splash-screen'),
  official('status-bar'),
  official('text-zoom'),
  official('toast'),
  official('watch'),
];
