/**
 * Official plugin API pages and the npm package whose metadata each one
 * documents. `coreInterface` marks APIs that ship inside @capacitor/core:
 * Cookies and Http since Capacitor 4, and every plugin of Capacitor 2.
 */
export type ApiPlugin = {
  /** Page slug under /docs/apis/ and file name under apis/. */
  slug: string;
  package: string;
  /** For APIs defined in @capacitor/core: the plugin interface to document. */
  coreInterface?: string;
  /** The package file declaring `coreInterface` (default: Capacitor 4+'s types/core-plugins.d.ts). */
  declarations?: string;
  /** Not published on npm: upstream documents it from its repository, so there is no metadata to check against. */
  notOnNpm?: true;
};

const official = (slug: string): ApiPlugin => ({ slug, package: `@capacitor/${slug}` });

export const API_PLUGINS: ApiPlugin[] = [
  official('action-sheet'),
  official('app'),
  official('app-launcher'),
  official('background-runner'),
  official('barcode-scanner'),
  official('browser'),
  official('calendar'),
  official('camera'),
  official('clipboard'),
  { slug: 'contacts', package: '@capacitor/contacts', notOnNpm: true },
  { slug: 'cookies', package: '@capacitor/core', coreInterface: 'CapacitorCookiesPlugin' },
  official('device'),
  official('dialog'),
  official('file-transfer'),
  official('file-viewer'),
  official('filesystem'),
  official('geolocation'),
  official('google-maps'),
  official('haptics'),
  { slug: 'health-fitness', package: '@capacitor/health-fitness', notOnNpm: true },
  { slug: 'http', package: '@capacitor/core', coreInterface: 'CapacitorHttpPlugin' },
  official('inappbrowser'),
  official('keyboard'),
  official('local-llm'),
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
  official('storage'),
  { slug: 'system-bars', package: '@capacitor/core', coreInterface: 'SystemBarsPlugin' },
  official('text-zoom'),
  official('toast'),
  official('watch'),
];

/** Capacitor 2: every plugin is an interface of @capacitor/core 2.x. */
const core2 = (slug: string, coreInterface: string): ApiPlugin => ({
  slug,
  package: '@capacitor/core',
  coreInterface,
  declarations: 'package/dist/esm/core-plugin-definitions.d.ts',
});

export const CAPACITOR_2_PLUGINS: ApiPlugin[] = [
  core2('accessibility', 'AccessibilityPlugin'),
  core2('app', 'AppPlugin'),
  core2('background-task', 'BackgroundTaskPlugin'),
  core2('browser', 'BrowserPlugin'),
  core2('camera', 'CameraPlugin'),
  core2('clipboard', 'ClipboardPlugin'),
  core2('device', 'DevicePlugin'),
  core2('filesystem', 'FilesystemPlugin'),
  core2('geolocation', 'GeolocationPlugin'),
  core2('haptics', 'HapticsPlugin'),
  core2('keyboard', 'KeyboardPlugin'),
  core2('local-notifications', 'LocalNotificationsPlugin'),
  core2('modals', 'ModalsPlugin'),
  core2('motion', 'MotionPlugin'),
  core2('network', 'NetworkPlugin'),
  core2('permissions', 'PermissionsPlugin'),
  core2('photos', 'PhotosPlugin'),
  core2('push-notifications', 'PushNotificationsPlugin'),
  core2('share', 'SharePlugin'),
  core2('splash-screen', 'SplashScreenPlugin'),
  core2('status-bar', 'StatusBarPlugin'),
  core2('storage', 'StoragePlugin'),
  core2('toast', 'ToastPlugin'),
];
