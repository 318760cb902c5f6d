/**
 * The one list of reviewed, intentional differences between a page's facts
 * and its English page's (see CONTRIBUTING.md, "事实核对"). An entry names the
 * page file(s), the token, which way it differs (`missing`: the English names
 * it and our page does not; `extra`: our page names it and the English does
 * not), why, and the source that makes our page right.
 */
export type FactException = {
  /** Page files relative to the site root. */
  pages: string[];
  token: string;
  kind: 'missing' | 'extra';
  reason: string;
  /** Where the fact was verified: a plugin or CLI source file, a release, the English line corrected. */
  source: string;
};

export const FACT_EXCEPTIONS: FactException[] = [
  {
    pages: [
      'docs/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v4/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v5/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v6/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v7/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v8/main/guides/autofill-credentials.mdx',
    ],
    token: 'pasword',
    kind: 'missing',
    reason:
      'Correction of the English: its list of autocomplete values misspells current-password; ours writes the real token.',
    source:
      'HTML autocomplete token `current-password` (WHATWG HTML, autofill field names); the same English page uses `new-password`',
  },
  {
    pages: ['docs/apis/camera.md'],
    token: 'save',
    kind: 'missing',
    reason:
      'Correction of the English: the result property is `saved`, which the English row itself documents.',
    source: 'api-metadata/v8/camera.json: MediaResult.saved; English docs/apis/camera.md:687',
  },
  {
    pages: [
      'docs/main/ios/spm.md',
      'versioned_docs/version-v7/main/ios/spm.md',
      'versioned_docs/version-v8/main/ios/spm.md',
    ],
    token: 'debug.xconfig',
    kind: 'missing',
    reason:
      'Correction of the English: the file is `debug.xcconfig`, as the English names it in its own step list and heading.',
    source: 'English main/ios/spm.md:81 and :107 (`debug.xcconfig`)',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-ios.md',
    ],
    token: 'supportOrientations',
    kind: 'missing',
    reason:
      'Correction of the English: the property the tutorial saves is `supportedOrientations`, as the same English sentence and code name it.',
    source:
      'English plugins/tutorial/implementing-for-ios.md:169 (`supportedOrientations`); UIKit UIViewController.supportedInterfaceOrientations',
  },
  {
    pages: [
      'docs/main/updating/2-0.md',
      'versioned_docs/version-v3/main/updating/2-0.md',
      'versioned_docs/version-v4/main/updating/2-0.md',
      'versioned_docs/version-v5/main/updating/2-0.md',
      'versioned_docs/version-v6/main/updating/2-0.md',
      'versioned_docs/version-v7/main/updating/2-0.md',
      'versioned_docs/version-v8/main/updating/2-0.md',
    ],
    token: 'com.android.tool.build',
    kind: 'missing',
    reason:
      "Correction of the English: the Android Gradle plugin's group is `com.android.tools.build`, as the English code blocks of the same page write it.",
    source:
      "English main/updating/2-0.md:123 and :194 (classpath 'com.android.tools.build:gradle:…')",
  },
  {
    pages: [
      'docs/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v3/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v4/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v5/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v6/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v7/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v8/main/guides/push-notifications-firebase.md',
    ],
    token: 'pushActionPerformed',
    kind: 'missing',
    reason:
      "Correction of the English: the listener the guide's code registers is `pushNotificationActionPerformed`; there is no `pushActionPerformed` event.",
    source:
      "api-metadata/<version>/push-notifications.json: addListener('pushNotificationActionPerformed', …); English code of the same page",
  },
  {
    pages: [
      'versioned_docs/version-v5/main/vs-code-ext/plugin-registry.md',
      'versioned_docs/version-v6/main/vs-code-ext/plugin-registry.md',
    ],
    token: 'enter',
    kind: 'missing',
    reason: 'The key is written as it is labelled on the keyboard (`Enter`).',
    source: 'English main/vs-code-ext/plugin-registry.md:17 (press `enter`)',
  },
  {
    pages: ['docs/apis/inappbrowser.md', 'versioned_docs/version-v8/apis/inappbrowser.md'],
    token: 'cookies',
    kind: 'missing',
    reason:
      'Our sentence names cookies in prose (Cookie, the glossary term) where the English puts the word in code formatting; it is not an API name.',
    source: 'English apis/inappbrowser.md:36; CONTRIBUTING.md glossary',
  },
  {
    pages: [
      'docs/apis/inappbrowser.md',
      'versioned_docs/version-v6/apis/inappbrowser.md',
      'versioned_docs/version-v7/apis/inappbrowser.md',
      'versioned_docs/version-v8/apis/inappbrowser.md',
    ],
    token: 'DefaultiOSWebViewOptions',
    kind: 'extra',
    reason:
      'Addition: our description of the options interface names the constant holding its defaults, which the plugin exports.',
    source: '@capacitor/inappbrowser 1.0.3 and 4.0.3 dist/defaults.d.ts',
  },
  {
    pages: [
      'docs/apis/inappbrowser.md',
      'versioned_docs/version-v6/apis/inappbrowser.md',
      'versioned_docs/version-v7/apis/inappbrowser.md',
      'versioned_docs/version-v8/apis/inappbrowser.md',
    ],
    token: 'DefaultAndroidWebViewOptions',
    kind: 'extra',
    reason:
      'Addition: our description of the options interface names the constant holding its defaults, which the plugin exports.',
    source: '@capacitor/inappbrowser 1.0.3 and 4.0.3 dist/defaults.d.ts',
  },
  {
    pages: [
      'docs/apis/inappbrowser.md',
      'versioned_docs/version-v6/apis/inappbrowser.md',
      'versioned_docs/version-v7/apis/inappbrowser.md',
      'versioned_docs/version-v8/apis/inappbrowser.md',
    ],
    token: 'DefaultiOSSystemBrowserOptions',
    kind: 'extra',
    reason:
      'Addition: our description of the options interface names the constant holding its defaults, which the plugin exports.',
    source: '@capacitor/inappbrowser 1.0.3 and 4.0.3 dist/defaults.d.ts',
  },
  {
    pages: [
      'docs/apis/inappbrowser.md',
      'versioned_docs/version-v6/apis/inappbrowser.md',
      'versioned_docs/version-v7/apis/inappbrowser.md',
      'versioned_docs/version-v8/apis/inappbrowser.md',
    ],
    token: 'DefaultAndroidSystemBrowserOptions',
    kind: 'extra',
    reason:
      'Addition: our description of the options interface names the constant holding its defaults, which the plugin exports.',
    source: '@capacitor/inappbrowser 1.0.3 and 4.0.3 dist/defaults.d.ts',
  },
  {
    pages: ['docs/apis/inappbrowser.md', 'versioned_docs/version-v8/apis/inappbrowser.md'],
    token: '8',
    kind: 'extra',
    reason:
      'Addition: the English says minSdkVersion 26 is above the default; ours says which projects that is (Capacitor 8 creates them with 24; Capacitor 9 with 26).',
    source:
      'versioned_docs/version-v8/main/updating/8-0.md:107 (minSdkVersion = 24); docs/main/updating/9-0.md:142 (26)',
  },
  {
    pages: ['versioned_docs/version-v7/apis/inappbrowser.md'],
    token: '7',
    kind: 'extra',
    reason:
      'Addition: the English says minSdkVersion 26 is above the default; ours says Capacitor 7 creates projects with 23.',
    source: 'versioned_docs/version-v7/main/updating/7-0.md:95 (minSdkVersion = 23)',
  },
  {
    pages: [
      'docs/cli/hooks.md',
      'versioned_docs/version-v3/cli/hooks.md',
      'versioned_docs/version-v4/cli/hooks.md',
      'versioned_docs/version-v5/cli/hooks.md',
      'versioned_docs/version-v6/cli/hooks.md',
      'versioned_docs/version-v7/cli/hooks.md',
      'versioned_docs/version-v8/cli/hooks.md',
    ],
    token: 'CAPACITOR_PLATFORM_NAME',
    kind: 'extra',
    reason:
      'Addition: our example hook prints the platform from the environment variable the CLI sets for hooks.',
    source: '@capacitor/cli 3.9.0 and 8.5.2 dist (hook environment: CAPACITOR_PLATFORM_NAME)',
  },
  {
    pages: [
      'docs/apis/background-runner.md',
      'versioned_docs/version-v5/apis/background-runner.md',
      'versioned_docs/version-v6/apis/background-runner.md',
      'versioned_docs/version-v7/apis/background-runner.md',
      'versioned_docs/version-v8/apis/background-runner.md',
    ],
    token: 'SharedPreferences',
    kind: 'extra',
    reason:
      "Addition: beside the English's iOS store (UserDefaults) ours names the Android store the runner's key-value API uses.",
    source:
      '@capacitor/background-runner 1.1.0 and 3.0.0 android/src/main/java/io/ionic/backgroundrunner/plugin/api/KV.kt',
  },
  {
    pages: [
      'docs/main/guides/mocking-plugins.md',
      'versioned_docs/version-v4/main/guides/mocking-plugins.md',
      'versioned_docs/version-v5/main/guides/mocking-plugins.md',
      'versioned_docs/version-v6/main/guides/mocking-plugins.md',
      'versioned_docs/version-v7/main/guides/mocking-plugins.md',
      'versioned_docs/version-v8/main/guides/mocking-plugins.md',
    ],
    token: '@capacitor/storage',
    kind: 'missing',
    reason:
      'The English example mocks `@capacitor/storage`, which Capacitor 4 renamed `@capacitor/preferences`; our example mocks the plugin that exists for this version (a correction of the English).',
    source:
      'npm: @capacitor/preferences starts at 4.0.0; the v4 upgrade guide (versioned_docs/version-v4/main/updating/4-0.md, Storage) renames the plugin',
  },
  {
    pages: [
      'docs/main/guides/mocking-plugins.md',
      'versioned_docs/version-v4/main/guides/mocking-plugins.md',
      'versioned_docs/version-v5/main/guides/mocking-plugins.md',
      'versioned_docs/version-v6/main/guides/mocking-plugins.md',
      'versioned_docs/version-v7/main/guides/mocking-plugins.md',
      'versioned_docs/version-v8/main/guides/mocking-plugins.md',
    ],
    token: 'storage.ts',
    kind: 'missing',
    reason:
      'The English example mocks `@capacitor/storage`, which Capacitor 4 renamed `@capacitor/preferences`; our example mocks the plugin that exists for this version (a correction of the English).',
    source:
      'npm: @capacitor/preferences starts at 4.0.0; the v4 upgrade guide (versioned_docs/version-v4/main/updating/4-0.md, Storage) renames the plugin',
  },
  {
    pages: [
      'docs/main/guides/mocking-plugins.md',
      'versioned_docs/version-v4/main/guides/mocking-plugins.md',
      'versioned_docs/version-v5/main/guides/mocking-plugins.md',
      'versioned_docs/version-v6/main/guides/mocking-plugins.md',
      'versioned_docs/version-v7/main/guides/mocking-plugins.md',
      'versioned_docs/version-v8/main/guides/mocking-plugins.md',
    ],
    token: '@capacitor/preferences',
    kind: 'extra',
    reason:
      'The English example mocks `@capacitor/storage`, which Capacitor 4 renamed `@capacitor/preferences`; our example mocks the plugin that exists for this version (a correction of the English).',
    source:
      'npm: @capacitor/preferences starts at 4.0.0; the v4 upgrade guide (versioned_docs/version-v4/main/updating/4-0.md, Storage) renames the plugin',
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onBoundsChanged',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onBoundsChanged', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onCameraIdle',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onCameraIdle', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onCameraMoveStarted',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onCameraMoveStarted', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onCircleClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onCircleClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onClusterClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onClusterClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onClusterInfoWindowClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onClusterInfoWindowClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onInfoWindowClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onInfoWindowClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMapClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMapClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMapReady',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMapReady', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMarkerClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMarkerClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMarkerDrag',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMarkerDrag', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMarkerDragEnd',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMarkerDragEnd', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMarkerDragStart',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMarkerDragStart', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMyLocationButtonClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMyLocationButtonClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v3/apis/google-maps.md',
      'versioned_docs/version-v4/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onMyLocationClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onMyLocationClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onPolygonClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onPolygonClick', …)",
  },
  {
    pages: [
      'docs/apis/google-maps.md',
      'versioned_docs/version-v5/apis/google-maps.md',
      'versioned_docs/version-v6/apis/google-maps.md',
      'versioned_docs/version-v7/apis/google-maps.md',
      'versioned_docs/version-v8/apis/google-maps.md',
    ],
    token: 'onPolylineClick',
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onPolylineClick', …)",
  },
];
