/**
 * The one list of reviewed, intentional differences between a page's facts
 * and its English page's (see CONTRIBUTING.md, "事实核对"). An entry names the
 * page file(s), the tokens, which way they differ (`missing`: the English names
 * them and our page does not; `extra`: our page names them and the English does
 * not), why, and the source that makes our page right.
 */
export type FactException = {
  /** Page files relative to the site root. */
  pages: string[];
  /** Every token the reason covers on those pages. */
  tokens: string[];
  kind: 'missing' | 'extra';
  reason: string;
  /** Where the fact was verified: a plugin or CLI source file, a release, the English line corrected. */
  source: string;
};

export const FACT_EXCEPTIONS: FactException[] = [
  {
    pages: [
      'docs/plugins/tutorial/packaging.md',
      'versioned_docs/version-v3/plugins/tutorial/packaging.md',
      'versioned_docs/version-v4/plugins/tutorial/packaging.md',
      'versioned_docs/version-v5/plugins/tutorial/packaging.md',
      'versioned_docs/version-v6/plugins/tutorial/packaging.md',
      'versioned_docs/version-v7/plugins/tutorial/packaging.md',
      'versioned_docs/version-v8/plugins/tutorial/packaging.md',
    ],
    tokens: ['CapacitorCommunityScreenOrientation'],
    kind: 'missing',
    reason:
      "Correction of the English: its README snippet imports the plugin module to return ScreenOrientationPlugin.supportedOrientations, a property the tutorial never defines; the tutorial's plugin changes CAPBridgeViewController.supportedOrientations, so ours returns the bridge view controller's orientations with only `import Capacitor` (and says why).",
    source:
      "English plugins/tutorial/implementing-for-ios.md:200–201 (AppDelegate returns the CAPBridgeViewController's supportedInterfaceOrientations) and :258 (capViewController?.supportedOrientations = [orientation])",
  },
  {
    pages: ['versioned_docs/version-v2/android/updating.md'],
    tokens: ['androidxExifInterfaceVersion'],
    kind: 'extra',
    reason:
      "Addition: ours notes the variable the 2.3.0 template's variables.gradle adds for the Camera plugin.",
    source:
      "@capacitor/cli 2.3.0 assets/android-template/variables.gradle: androidxExifInterfaceVersion = '1.2.0'",
  },
  {
    pages: ['versioned_docs/version-v2/android/updating.md'],
    tokens: ['2.3.0'],
    kind: 'extra',
    reason: 'The release whose template adds androidxExifInterfaceVersion (see the entry above).',
    source: '@capacitor/cli 2.3.0 assets/android-template/variables.gradle',
  },
  {
    pages: ['versioned_docs/version-v2/android/custom-code.md'],
    tokens: ['example'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source:
      'English versioned_docs/version-v2/android/custom-code.md (com/example/myapp/CustomNativePlugin.java)',
  },
  {
    pages: ['versioned_docs/version-v2/android/custom-code.md'],
    tokens: ['myapp'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/android/custom-code.md',
  },
  {
    pages: ['versioned_docs/version-v2/android/troubleshooting.md'],
    tokens: ['100'],
    kind: 'missing',
    reason:
      "The English's figure of speech (a 100% perfect tool) is rendered in words or rephrased; it states no fact.",
    source: 'English versioned_docs/version-v2/android/troubleshooting.md',
  },
  {
    pages: ['versioned_docs/version-v2/ios/troubleshooting.md'],
    tokens: ['100'],
    kind: 'missing',
    reason:
      "The English's figure of speech (a 100% perfect tool) is rendered in words or rephrased; it states no fact.",
    source: 'English versioned_docs/version-v2/ios/troubleshooting.md',
  },
  {
    pages: ['versioned_docs/version-v2/android/troubleshooting.md'],
    tokens: ['INSTALL_FAILED_'],
    kind: 'extra',
    reason: 'Addition: ours quotes the prefix of the error the screenshot shows.',
    source: 'Android PackageManager INSTALL_FAILED_* codes; English screenshot apk-failed.png',
  },
  {
    pages: ['versioned_docs/version-v2/apis/device.md'],
    tokens: ['1.0.2', '11.2'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (sample getInfo() output)',
    source: 'English versioned_docs/version-v2/apis/device.md:33',
  },
  {
    pages: ['versioned_docs/version-v2/apis/local-notifications.md'],
    tokens: ['8.0'],
    kind: 'extra',
    reason:
      "Ours writes the Android version of API level 26, which the English gives as 'Android 26+' (notification channels).",
    source: 'Android API level 26 = Android 8.0 (developer.android.com/tools/releases/platforms)',
  },
  {
    pages: ['versioned_docs/version-v2/apis/local-notifications.md'],
    tokens: [
      'UNNotificationAttachment',
      'UNNotificationAttachmentOptionsTypeHintKey',
      'UNNotificationAttachmentOptionsThumbnailHiddenKey',
      'UNNotificationAttachmentOptionsThumbnailClippingRectKey',
      'UNNotificationAttachmentOptionsThumbnailTimeKey',
    ],
    kind: 'extra',
    reason:
      'Addition: each ios… option of the English table is named after the UserNotifications key it sets; ours names that key.',
    source:
      'Apple UserNotifications: UNNotificationAttachment options keys; English option names iosUNNotificationAttachmentOptions…Key',
  },
  {
    pages: ['versioned_docs/version-v2/basics/configuring-your-app.md'],
    tokens: ['capacitor.config.json'],
    kind: 'extra',
    reason: 'Addition: ours names the Capacitor 2 configuration file the English links to.',
    source: 'English versioned_docs/version-v2/config.md (capacitor.config.json)',
  },
  {
    pages: ['versioned_docs/version-v2/basics/index.md'],
    tokens: ['capacitor.config.json'],
    kind: 'extra',
    reason: 'Addition: ours names the Capacitor 2 configuration file the English links to.',
    source: 'English versioned_docs/version-v2/config.md (capacitor.config.json)',
  },
  {
    pages: ['versioned_docs/version-v2/basics/using-plugins.md'],
    tokens: ['@capacitor/core'],
    kind: 'extra',
    reason: 'Addition: in Capacitor 2 the core plugins ship in @capacitor/core, which ours names.',
    source:
      "English versioned_docs/version-v2/apis/camera.md (import { Plugins } from '@capacitor/core')",
  },
  {
    pages: ['versioned_docs/version-v2/plugins.md'],
    tokens: ['@capacitor/core'],
    kind: 'extra',
    reason: 'Addition: in Capacitor 2 the core plugins ship in @capacitor/core, which ours names.',
    source:
      "English versioned_docs/version-v2/apis/camera.md (import { Plugins } from '@capacitor/core')",
  },
  {
    pages: ['versioned_docs/version-v2/basics/using-plugins.md'],
    tokens: ['2'],
    kind: 'extra',
    reason: 'Ours says the page is about Capacitor 2, the version it documents.',
    source: 'routes/routes.json: version v2 is Capacitor 2',
  },
  {
    pages: ['versioned_docs/version-v2/guides/push-notifications-firebase.md'],
    tokens: ['2'],
    kind: 'extra',
    reason: 'Ours says the page is about Capacitor 2, the version it documents.',
    source: 'routes/routes.json: version v2 is Capacitor 2',
  },
  {
    pages: ['versioned_docs/version-v2/android/configuration.md'],
    tokens: ['2'],
    kind: 'extra',
    reason: 'Ours says the page is about Capacitor 2, the version it documents.',
    source: 'routes/routes.json: version v2 is Capacitor 2',
  },
  {
    pages: ['versioned_docs/version-v2/guides/react-hooks.md'],
    tokens: ['2'],
    kind: 'extra',
    reason: 'Ours says the page is about Capacitor 2, the version it documents.',
    source: 'routes/routes.json: version v2 is Capacitor 2',
  },
  {
    pages: ['versioned_docs/version-v2/guides/react-hooks.md'],
    tokens: ['@capacitor/core'],
    kind: 'extra',
    reason: 'Addition: in Capacitor 2 the Filesystem API and its enums come from @capacitor/core.',
    source:
      'English versioned_docs/version-v2/guides/react-hooks.md (FilesystemDirectory.Data); English v2 apis/filesystem.md',
  },
  {
    pages: ['versioned_docs/version-v2/guides/react-hooks.md'],
    tokens: ['FilesystemDirectory', 'FilesystemEncoding'],
    kind: 'extra',
    reason:
      'Addition: ours names the Capacitor 2 enums the example uses (the English code uses FilesystemDirectory.Data).',
    source:
      'English versioned_docs/version-v2/guides/react-hooks.md; api-metadata/v2/filesystem.json',
  },
  {
    pages: ['versioned_docs/version-v2/cli/ls.md'],
    tokens: ['0.0.1'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (sample CLI output)',
    source: 'English versioned_docs/version-v2/cli/ls.md',
  },
  {
    pages: ['versioned_docs/version-v2/cli/sync.md'],
    tokens: ['0.0.1'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (sample CLI output)',
    source: 'English versioned_docs/version-v2/cli/sync.md',
  },
  {
    pages: ['versioned_docs/version-v2/config.md'],
    tokens: ['192.0.2.1', '4.2', '11.3'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (sample configuration values)',
    source: 'English versioned_docs/version-v2/config.md:71–122',
  },
  {
    pages: ['versioned_docs/version-v2/cordova/migrating-from-cordova-to-capacitor.md'],
    tokens: ['Name'],
    kind: 'missing',
    reason: 'Correction of the English: the config.xml element is `<name>`.',
    source: 'Cordova config.xml reference: <name> element',
  },
  {
    pages: ['versioned_docs/version-v2/ios/configuration.md'],
    tokens: ['TARGET'],
    kind: 'missing',
    reason: "Correction of the English: Xcode's project navigator section is labelled TARGETS.",
    source: 'Xcode project editor (TARGETS list)',
  },
  {
    pages: ['versioned_docs/version-v2/guides/push-notifications-firebase.md'],
    tokens: ['CapApp', 'com.mydomain.myappname'],
    kind: 'missing',
    reason:
      "Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (our example app's name and ID)",
    source: 'English versioned_docs/version-v2/guides/push-notifications-firebase.md:57, :254',
  },
  {
    pages: ['versioned_docs/version-v2/guides/push-notifications-firebase.md'],
    tokens: ['pushActionPerformed'],
    kind: 'missing',
    reason:
      "Correction of the English: the listener the guide's code registers is `pushNotificationActionPerformed`.",
    source: 'api-metadata/v2/push-notifications.json; English code of the same page',
  },
  {
    pages: ['versioned_docs/version-v2/guides/security.md'],
    tokens: ['foo.com'],
    kind: 'missing',
    reason:
      "Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (the CSP example's domain)",
    source: 'English versioned_docs/version-v2/guides/security.md:63',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/android.md'],
    tokens: ['your', 'com.domain.myplugin', '12345', 'myapp', 'plugin', 'domain', 'myplugin'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/plugins/android.md',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/ios.md'],
    tokens: ['your', 'myPluginEvent', 'plugin'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/plugins/ios.md',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/web.md'],
    tokens: ['your', 'plugin'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/plugins/web.md',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/js.md'],
    tokens: ['Plugins.SuperGreatPlugin'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/plugins/js.md',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/js.md'],
    tokens: ['Plugins.TextTools'],
    kind: 'extra',
    reason:
      'Renamed example: our example plugin or app has its own name where the English uses another (your-plugin, MyPlugin, com.example.myapp); every API name it shows is the same.',
    source: 'English versioned_docs/version-v2/plugins/js.md:47 (Plugins.SuperGreatPlugin)',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/android.md'],
    tokens: ['2001'],
    kind: 'extra',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API it shows is the same. (the request code)',
    source: 'English versioned_docs/version-v2/plugins/android.md:339 (12345)',
  },
  {
    pages: ['versioned_docs/version-v2/plugins/android.md'],
    tokens: ['Manifest.permission.ACCESS_FINE_LOCATION'],
    kind: 'extra',
    reason:
      'Our single-permission example requests location where the English one requests the camera; the call is the same.',
    source: 'English versioned_docs/version-v2/plugins/android.md:339',
  },
  {
    pages: [
      'docs/apis/local-notifications.md',
      'versioned_docs/version-v3/apis/local-notifications.md',
      'versioned_docs/version-v4/apis/local-notifications.md',
      'versioned_docs/version-v5/apis/local-notifications.md',
      'versioned_docs/version-v6/apis/local-notifications.md',
      'versioned_docs/version-v7/apis/local-notifications.md',
      'versioned_docs/version-v8/apis/local-notifications.md',
    ],
    tokens: ['IMPORTANCE_'],
    kind: 'extra',
    reason:
      'Addition: our description of the importance values names the Android constants (`IMPORTANCE_*`) the numbers stand for.',
    source:
      'Android API reference: NotificationManager.IMPORTANCE_* / NotificationCompat.IMPORTANCE_* constant values',
  },
  {
    pages: [
      'docs/apis/local-notifications.md',
      'versioned_docs/version-v3/apis/local-notifications.md',
      'versioned_docs/version-v4/apis/local-notifications.md',
      'versioned_docs/version-v5/apis/local-notifications.md',
      'versioned_docs/version-v6/apis/local-notifications.md',
      'versioned_docs/version-v7/apis/local-notifications.md',
      'versioned_docs/version-v8/apis/local-notifications.md',
    ],
    tokens: ['VISIBILITY_'],
    kind: 'extra',
    reason:
      'Addition: our description of the visibility values names the Android constants (`VISIBILITY_*`) the numbers stand for.',
    source:
      'Android API reference: NotificationManager.VISIBILITY_* / NotificationCompat.VISIBILITY_* constant values',
  },
  {
    pages: [
      'docs/main/android/troubleshooting.md',
      'versioned_docs/version-v3/main/android/troubleshooting.md',
      'versioned_docs/version-v4/main/android/troubleshooting.md',
      'versioned_docs/version-v5/main/android/troubleshooting.md',
      'versioned_docs/version-v6/main/android/troubleshooting.md',
      'versioned_docs/version-v7/main/android/troubleshooting.md',
      'versioned_docs/version-v8/main/android/troubleshooting.md',
    ],
    tokens: ['INSTALL_FAILED_'],
    kind: 'extra',
    reason:
      'Addition: ours quotes the prefix of the error the screenshot shows (the English shows only the screenshot).',
    source:
      'English main/android/troubleshooting.md:75 (screenshot apk-failed.png); Android PackageManager INSTALL_FAILED_* codes',
  },
  {
    pages: [
      'docs/main/updating/5-0.md',
      'versioned_docs/version-v5/main/updating/5-0.md',
      'versioned_docs/version-v6/main/updating/5-0.md',
      'versioned_docs/version-v7/main/updating/5-0.md',
      'versioned_docs/version-v8/main/updating/5-0.md',
    ],
    tokens: ['Assets.xcassets'],
    kind: 'extra',
    reason: 'Addition: ours says where AppIcon.appiconset lives in the Xcode project.',
    source:
      'English main/ios/… ; Capacitor iOS template ios/App/App/Assets.xcassets/AppIcon.appiconset',
  },
  {
    pages: [
      'docs/apis/text-zoom.md',
      'versioned_docs/version-v4/apis/text-zoom.md',
      'versioned_docs/version-v5/apis/text-zoom.md',
      'versioned_docs/version-v6/apis/text-zoom.md',
      'versioned_docs/version-v7/apis/text-zoom.md',
      'versioned_docs/version-v8/apis/text-zoom.md',
    ],
    tokens: ['capacitor.config.ts', 'capacitor.config.json'],
    kind: 'extra',
    reason:
      'Addition: ours shows the setting in both forms of the Capacitor configuration file the English links to.',
    source:
      'English apis/text-zoom.md:13 (links main/reference/config.md, which documents capacitor.config.ts and capacitor.config.json)',
  },
  {
    pages: [
      'docs/apis/barcode-scanner.md',
      'versioned_docs/version-v6/apis/barcode-scanner.md',
      'versioned_docs/version-v7/apis/barcode-scanner.md',
      'versioned_docs/version-v8/apis/barcode-scanner.md',
    ],
    tokens: ['NSCameraUsageDescription'],
    kind: 'extra',
    reason:
      'Addition: ours gives the Info.plist key of the setting the English names by its Xcode label (Privacy - Camera Usage Description).',
    source:
      'English apis/camera.md (same version) names NSCameraUsageDescription for Privacy - Camera Usage Description',
  },
  {
    pages: [
      'docs/apis/background-runner.md',
      'versioned_docs/version-v5/apis/background-runner.md',
      'versioned_docs/version-v6/apis/background-runner.md',
      'versioned_docs/version-v7/apis/background-runner.md',
      'versioned_docs/version-v8/apis/background-runner.md',
    ],
    tokens: ['webDir'],
    kind: 'extra',
    reason:
      'Addition: ours says the runner file path is relative to the web assets that `webDir` copies into the app bundle.',
    source: 'English main/reference/config.md (webDir) of the same version',
  },
  {
    pages: [
      'docs/plugins/tutorial/packaging.md',
      'versioned_docs/version-v3/plugins/tutorial/packaging.md',
      'versioned_docs/version-v4/plugins/tutorial/packaging.md',
      'versioned_docs/version-v5/plugins/tutorial/packaging.md',
      'versioned_docs/version-v6/plugins/tutorial/packaging.md',
      'versioned_docs/version-v7/plugins/tutorial/packaging.md',
      'versioned_docs/version-v8/plugins/tutorial/packaging.md',
    ],
    tokens: ['registerPlugin', 'MainActivity'],
    kind: 'extra',
    reason:
      'Addition: ours says which manual registration a published plugin no longer needs, naming the calls the tutorial made earlier.',
    source: 'English main/android/custom-code.md (registerPlugin in MainActivity)',
  },
  {
    pages: [
      'docs/plugins/tutorial/packaging.md',
      'versioned_docs/version-v3/plugins/tutorial/packaging.md',
      'versioned_docs/version-v4/plugins/tutorial/packaging.md',
      'versioned_docs/version-v5/plugins/tutorial/packaging.md',
      'versioned_docs/version-v6/plugins/tutorial/packaging.md',
      'versioned_docs/version-v7/plugins/tutorial/packaging.md',
      'versioned_docs/version-v8/plugins/tutorial/packaging.md',
    ],
    tokens: ['registerPluginInstance', 'CAPBridgeViewController'],
    kind: 'extra',
    reason:
      'Addition: ours says which manual registration a published plugin no longer needs, naming the calls the tutorial made earlier.',
    source:
      'English main/ios/custom-code.md (registerPluginInstance in a CAPBridgeViewController subclass)',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-ios.md',
    ],
    tokens: ['Main.storyboard'],
    kind: 'extra',
    reason: 'Addition: ours says where the custom view controller class is set.',
    source:
      'English main/ios/viewcontroller.md (same version): set the custom class in Main.storyboard',
  },
  {
    pages: ['versioned_docs/version-v6/main/ios/spm.md'],
    tokens: ['CapApp'],
    kind: 'extra',
    reason: 'Addition: ours names the base SPM package (CapApp-SPM) the English describes.',
    source: 'English versioned_docs/version-v7/main/ios/spm.md (CapApp-SPM)',
  },
  {
    pages: [
      'docs/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v3/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v4/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v5/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v6/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v7/plugins/tutorial/code-abstraction.md',
      'versioned_docs/version-v8/plugins/tutorial/code-abstraction.md',
    ],
    tokens: ['101'],
    kind: 'missing',
    reason:
      "The English heading's idiom (Design Patterns 101) is translated as its meaning; it states no fact.",
    source: 'English plugins/tutorial/code-abstraction.md:18',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-android.md',
    ],
    tokens: ['Configuration.ORIENTATION_UNDEFINED'],
    kind: 'extra',
    reason:
      'Correction of the English: @Nullable on a primitive int field has no effect, so ours initialises the field to the Android constant for an unknown orientation instead.',
    source:
      'Android API reference: Configuration.ORIENTATION_UNDEFINED (constant value 0); English plugins/tutorial/implementing-for-android.md:199',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-android.md',
    ],
    tokens: ['0'],
    kind: 'extra',
    reason:
      'The value of Configuration.ORIENTATION_UNDEFINED, which ours names (see the entry above).',
    source: 'Android API reference: Configuration.ORIENTATION_UNDEFINED = 0',
  },
  {
    pages: [
      'docs/main/updating/plugins/7-0.md',
      'versioned_docs/version-v7/main/updating/plugins/7-0.md',
      'versioned_docs/version-v8/main/updating/plugins/7-0.md',
    ],
    tokens: ['package.json'],
    kind: 'extra',
    reason: 'Addition: ours names the file that holds the npm script the English says to change.',
    source: 'English main/updating/plugins/7-0.md:51 (update the `prettier` npm script)',
  },
  {
    pages: [
      'docs/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v3/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v4/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v5/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v6/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v7/main/cordova/migrating-from-cordova-to-capacitor.md',
      'versioned_docs/version-v8/main/cordova/migrating-from-cordova-to-capacitor.md',
    ],
    tokens: ['5.3.0', '8.0.0', '5.0.0', '4.0.3', '6.0.1'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same.',
    source:
      'English main/cordova/migrating-from-cordova-to-capacitor.md:51–57 (the sample package.json of a Cordova project); ours lists other sample versions',
  },
  {
    pages: [
      'docs/main/guides/automated-configuration.md',
      'versioned_docs/version-v3/main/guides/automated-configuration.md',
      'versioned_docs/version-v4/main/guides/automated-configuration.md',
      'versioned_docs/version-v5/main/guides/automated-configuration.md',
      'versioned_docs/version-v6/main/guides/automated-configuration.md',
      'versioned_docs/version-v7/main/guides/automated-configuration.md',
      'versioned_docs/version-v8/main/guides/automated-configuration.md',
    ],
    tokens: ['1.4.5', '1.0.2', '11'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same.',
    source:
      'English main/guides/automated-configuration.md:42–48 (setVersion/setVersionName/setVersionCode with sample values)',
  },
  {
    pages: [
      'docs/main/guides/deep-links.md',
      'versioned_docs/version-v3/main/guides/deep-links.md',
      'versioned_docs/version-v4/main/guides/deep-links.md',
      'versioned_docs/version-v5/main/guides/deep-links.md',
      'versioned_docs/version-v6/main/guides/deep-links.md',
      'versioned_docs/version-v7/main/guides/deep-links.md',
      'versioned_docs/version-v8/main/guides/deep-links.md',
    ],
    tokens: ['43', '12', '14', 'L65AZE66A.com.netkosoft.beerswift'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same.',
    source:
      'English main/guides/deep-links.md (sample sha256 fingerprint and Team ID.bundle ID of its example app)',
  },
  {
    pages: [
      'docs/main/guides/deep-links.md',
      'versioned_docs/version-v3/main/guides/deep-links.md',
      'versioned_docs/version-v4/main/guides/deep-links.md',
      'versioned_docs/version-v5/main/guides/deep-links.md',
      'versioned_docs/version-v6/main/guides/deep-links.md',
      'versioned_docs/version-v7/main/guides/deep-links.md',
      'versioned_docs/version-v8/main/guides/deep-links.md',
    ],
    tokens: ['VueRouter'],
    kind: 'missing',
    reason:
      "Ours shows the Vue Router 4 API (createRouter/createWebHistory) beside the English's Vue Router 3 names, and names both versions' history mode in prose.",
    source:
      'English main/guides/deep-links.md:142 (`VueRouter`); Vue Router 4 createWebHistory (router.vuejs.org)',
  },
  {
    pages: [
      'docs/main/guides/deep-links.md',
      'versioned_docs/version-v3/main/guides/deep-links.md',
      'versioned_docs/version-v4/main/guides/deep-links.md',
      'versioned_docs/version-v5/main/guides/deep-links.md',
      'versioned_docs/version-v6/main/guides/deep-links.md',
      'versioned_docs/version-v7/main/guides/deep-links.md',
      'versioned_docs/version-v8/main/guides/deep-links.md',
    ],
    tokens: ['createWebHistory'],
    kind: 'extra',
    reason: "Ours names the Vue Router 4 equivalent of the English's `mode: 'history'`.",
    source: 'Vue Router 4 API: createWebHistory (router.vuejs.org/api)',
  },
  {
    pages: [
      'docs/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v3/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v4/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v5/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v6/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v7/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v8/main/guides/environment-specific-configurations.md',
    ],
    tokens: ['QA'],
    kind: 'missing',
    reason:
      "Renamed example: our second environment is Staging where the English's is QA; the steps are the same.",
    source: 'English main/guides/environment-specific-configurations.md:69, :132',
  },
  {
    pages: [
      'docs/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v3/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v4/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v5/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v6/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v7/main/guides/environment-specific-configurations.md',
      'versioned_docs/version-v8/main/guides/environment-specific-configurations.md',
    ],
    tokens: ['qa'],
    kind: 'missing',
    reason: "Renamed example: our applicationIdSuffix is .staging where the English's is .qa.",
    source: 'English main/guides/environment-specific-configurations.md:132',
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
    tokens: ['com.mydomain.myappname'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (our example app ID)',
    source: 'English main/guides/push-notifications-firebase.md:236',
  },
  {
    pages: [
      'versioned_docs/version-v3/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v4/main/guides/push-notifications-firebase.md',
      'versioned_docs/version-v5/main/guides/push-notifications-firebase.md',
    ],
    tokens: ['CapApp'],
    kind: 'missing',
    reason:
      "Ours refers to the iOS app target by the name the rest of the page uses (App); CapApp is the English example's own target name.",
    source: 'English versioned_docs/version-v3/main/guides/push-notifications-firebase.md:57',
  },
  {
    pages: [
      'docs/main/guides/security.md',
      'versioned_docs/version-v3/main/guides/security.md',
      'versioned_docs/version-v4/main/guides/security.md',
      'versioned_docs/version-v5/main/guides/security.md',
      'versioned_docs/version-v6/main/guides/security.md',
      'versioned_docs/version-v7/main/guides/security.md',
      'versioned_docs/version-v8/main/guides/security.md',
    ],
    tokens: ['foo.com'],
    kind: 'missing',
    reason:
      "Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the CSP example's domain)",
    source: 'English main/guides/security.md:63',
  },
  {
    pages: [
      'docs/main/android/troubleshooting.md',
      'versioned_docs/version-v3/main/android/troubleshooting.md',
      'versioned_docs/version-v4/main/android/troubleshooting.md',
      'versioned_docs/version-v5/main/android/troubleshooting.md',
      'versioned_docs/version-v6/main/android/troubleshooting.md',
      'versioned_docs/version-v7/main/android/troubleshooting.md',
      'versioned_docs/version-v8/main/android/troubleshooting.md',
    ],
    tokens: ['100'],
    kind: 'missing',
    reason:
      "The English's figure of speech (a 100% perfect tool) is rendered in words (百分之百) or rephrased; it states no fact.",
    source: 'English main/android/troubleshooting.md:13–14',
  },
  {
    pages: [
      'docs/main/ios/troubleshooting.md',
      'versioned_docs/version-v3/main/ios/troubleshooting.md',
      'versioned_docs/version-v4/main/ios/troubleshooting.md',
      'versioned_docs/version-v5/main/ios/troubleshooting.md',
      'versioned_docs/version-v6/main/ios/troubleshooting.md',
      'versioned_docs/version-v7/main/ios/troubleshooting.md',
      'versioned_docs/version-v8/main/ios/troubleshooting.md',
    ],
    tokens: ['100'],
    kind: 'missing',
    reason:
      "The English's figure of speech (a 100% perfect tool) is rendered in words (百分之百) or rephrased; it states no fact.",
    source: 'English main/ios/troubleshooting.md:13–14',
  },
  {
    pages: [
      'docs/main/android/configuration.md',
      'versioned_docs/version-v3/main/android/configuration.md',
      'versioned_docs/version-v4/main/android/configuration.md',
      'versioned_docs/version-v5/main/android/configuration.md',
      'versioned_docs/version-v6/main/android/configuration.md',
      'versioned_docs/version-v7/main/android/configuration.md',
      'versioned_docs/version-v8/main/android/configuration.md',
    ],
    tokens: ['com.capacitorjs.app'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the old applicationId in the diff)',
    source: 'English main/android/configuration.md:27',
  },
  {
    pages: [
      'docs/main/android/custom-code.md',
      'versioned_docs/version-v3/main/android/custom-code.md',
      'versioned_docs/version-v4/main/android/custom-code.md',
      'versioned_docs/version-v5/main/android/custom-code.md',
      'versioned_docs/version-v6/main/android/custom-code.md',
      'versioned_docs/version-v7/main/android/custom-code.md',
      'versioned_docs/version-v8/main/android/custom-code.md',
    ],
    tokens: ['com.acme.notes'],
    kind: 'extra',
    reason:
      "Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same. (our example app's package)",
    source: 'English main/android/custom-code.md:31 (package com.example.myapp)',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v3/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/android-guide.md',
    ],
    tokens: ['TextTools'],
    kind: 'extra',
    reason:
      'Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same.',
    source: 'English plugins/creating-plugins/android-guide.md:21 (Echo)',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v3/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/android-guide.md',
    ],
    tokens: ['Echo', 'com.domain.echo', 'domain'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same.',
    source: 'English plugins/creating-plugins/android-guide.md:21',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v3/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/android-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/android-guide.md',
    ],
    tokens: [
      'READ_EXTERNAL_STORAGE',
      'WRITE_EXTERNAL_STORAGE',
      'android.permission.ACCESS_NETWORK_STATE',
    ],
    kind: 'missing',
    reason:
      'Our permission example declares other Android permissions than the English example; the @Permission and manifest syntax it teaches is the same.',
    source: 'English plugins/creating-plugins/android-guide.md:155–156, :233',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v3/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v4/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v5/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v6/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v7/plugins/creating-plugins/configuration-values.md',
      'versioned_docs/version-v8/plugins/creating-plugins/configuration-values.md',
    ],
    tokens: ['iconColor'],
    kind: 'missing',
    reason:
      "Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same. (our example plugin's config keys are unit and accentColor)",
    source: 'English plugins/creating-plugins/configuration-values.md:33',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v3/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v4/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v5/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v6/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v7/plugins/creating-plugins/development-workflow.md',
      'versioned_docs/version-v8/plugins/creating-plugins/development-workflow.md',
    ],
    tokens: ['PlaceViewer'],
    kind: 'extra',
    reason:
      'Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same. (the English example adds openMap() to an unnamed plugin)',
    source: 'English plugins/creating-plugins/development-workflow.md:18',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['PHPhotoLibrary'],
    kind: 'extra',
    reason:
      'Our permission example requests photo library access where the English one requests camera access; the pattern it teaches is the same.',
    source: 'English plugins/creating-plugins/ios-guide.md:208 (AVCaptureDevice)',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['AVCaptureDevice'],
    kind: 'missing',
    reason:
      'Our permission example requests photo library access where the English one requests camera access; the pattern it teaches is the same.',
    source: 'English plugins/creating-plugins/ios-guide.md:208',
  },
  {
    pages: [
      'versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['TextTools'],
    kind: 'extra',
    reason:
      'Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same.',
    source: 'English versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md:21 (Echo)',
  },
  {
    pages: [
      'versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v4/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v5/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['Echo'],
    kind: 'missing',
    reason:
      'Renamed example: our example plugin or class has its own name where the English uses another (e.g. Echo → Greeter/TextTools); every API name it shows is the same.',
    source: 'English versioned_docs/version-v3/plugins/creating-plugins/ios-guide.md:21',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['5.9.0'],
    kind: 'extra',
    reason:
      'Our dependency example adds Alamofire ~> 5.9 where the English adds FirebaseFirestore ~> 11.8; the podspec and Package.swift syntax it teaches is the same.',
    source: 'English plugins/creating-plugins/ios-guide.md:367',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['6.0.0'],
    kind: 'extra',
    reason:
      'Our dependency example adds Alamofire ~> 5.9 where the English adds FirebaseFirestore ~> 11.8; the podspec and Package.swift syntax it teaches is the same.',
    source: 'English plugins/creating-plugins/ios-guide.md:367',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v6/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v7/plugins/creating-plugins/ios-guide.md',
      'versioned_docs/version-v8/plugins/creating-plugins/ios-guide.md',
    ],
    tokens: ['11.8.0', '12.0.0', 'FirebaseFirestore'],
    kind: 'missing',
    reason:
      'Our dependency example adds Alamofire ~> 5.9 where the English adds FirebaseFirestore ~> 11.8; the podspec and Package.swift syntax it teaches is the same.',
    source: 'English plugins/creating-plugins/ios-guide.md:367',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v3/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v4/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v5/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v6/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v7/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v8/plugins/creating-plugins/overview.md',
    ],
    tokens: ['T08', '05', '2024', '30'],
    kind: 'extra',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the sample ISO 8601 date string)',
    source: 'English plugins/creating-plugins/overview.md:42',
  },
  {
    pages: [
      'docs/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v3/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v4/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v5/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v6/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v7/plugins/creating-plugins/overview.md',
      'versioned_docs/version-v8/plugins/creating-plugins/overview.md',
    ],
    tokens: ['T20', '12', '2020', '21'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the sample ISO 8601 date string)',
    source: 'English plugins/creating-plugins/overview.md:42',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-android.md',
    ],
    tokens: ['89582874'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the arbitrary call ID in the sample log)',
    source: 'English plugins/tutorial/implementing-for-android.md:146',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-android.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-android.md',
    ],
    tokens: ['31047755'],
    kind: 'extra',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the arbitrary call ID in the sample log)',
    source: 'English plugins/tutorial/implementing-for-android.md:146',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-ios.md',
    ],
    tokens: ['115962915'],
    kind: 'missing',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the arbitrary call ID in the sample log)',
    source: 'English plugins/tutorial/implementing-for-ios.md:128',
  },
  {
    pages: [
      'docs/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v3/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v4/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v5/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v6/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v7/plugins/tutorial/implementing-for-ios.md',
      'versioned_docs/version-v8/plugins/tutorial/implementing-for-ios.md',
    ],
    tokens: ['48213377'],
    kind: 'extra',
    reason:
      'Our own example uses different sample values where the English example has others (rewritten example); the API the example shows is the same. (the arbitrary call ID in the sample log)',
    source: 'English plugins/tutorial/implementing-for-ios.md:128',
  },
  {
    pages: [
      'docs/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v4/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v5/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v6/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v7/main/guides/autofill-credentials.mdx',
      'versioned_docs/version-v8/main/guides/autofill-credentials.mdx',
    ],
    tokens: ['pasword'],
    kind: 'missing',
    reason:
      'Correction of the English: its list of autocomplete values misspells current-password; ours writes the real token.',
    source:
      'HTML autocomplete token `current-password` (WHATWG HTML, autofill field names); the same English page uses `new-password`',
  },
  {
    pages: ['docs/apis/camera.md'],
    tokens: ['save'],
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
    tokens: ['debug.xconfig'],
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
    tokens: ['supportOrientations'],
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
    tokens: ['com.android.tool.build'],
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
    tokens: ['pushActionPerformed'],
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
    tokens: ['enter'],
    kind: 'missing',
    reason: 'The key is written as it is labelled on the keyboard (`Enter`).',
    source: 'English main/vs-code-ext/plugin-registry.md:17 (press `enter`)',
  },
  {
    pages: ['docs/apis/inappbrowser.md', 'versioned_docs/version-v8/apis/inappbrowser.md'],
    tokens: ['cookies'],
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
    tokens: [
      'DefaultiOSWebViewOptions',
      'DefaultAndroidWebViewOptions',
      'DefaultiOSSystemBrowserOptions',
      'DefaultAndroidSystemBrowserOptions',
    ],
    kind: 'extra',
    reason:
      'Addition: our description of the options interface names the constant holding its defaults, which the plugin exports.',
    source: '@capacitor/inappbrowser 1.0.3 and 4.0.3 dist/defaults.d.ts',
  },
  {
    pages: ['docs/apis/inappbrowser.md', 'versioned_docs/version-v8/apis/inappbrowser.md'],
    tokens: ['8'],
    kind: 'extra',
    reason:
      'Addition: the English says minSdkVersion 26 is above the default; ours says which projects that is (Capacitor 8 creates them with 24; Capacitor 9 with 26).',
    source:
      'versioned_docs/version-v8/main/updating/8-0.md:107 (minSdkVersion = 24); docs/main/updating/9-0.md:142 (26)',
  },
  {
    pages: ['versioned_docs/version-v7/apis/inappbrowser.md'],
    tokens: ['7'],
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
    tokens: ['CAPACITOR_PLATFORM_NAME'],
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
    tokens: ['SharedPreferences'],
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
    tokens: ['@capacitor/storage', 'storage.ts'],
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
    tokens: ['@capacitor/preferences'],
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
    tokens: ['onBoundsChanged'],
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
    tokens: ['onCameraIdle'],
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
    tokens: ['onCameraMoveStarted'],
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
    tokens: ['onCircleClick'],
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
    tokens: ['onClusterClick'],
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
    tokens: ['onClusterInfoWindowClick'],
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
    tokens: ['onInfoWindowClick'],
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
    tokens: ['onMapClick'],
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
    tokens: ['onMapReady'],
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
    tokens: ['onMarkerClick'],
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
    tokens: ['onMarkerDrag'],
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
    tokens: ['onMarkerDragEnd'],
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
    tokens: ['onMarkerDragStart'],
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
    tokens: ['onMyLocationButtonClick'],
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
    tokens: ['onMyLocationClick'],
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
    tokens: ['onPolygonClick'],
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
    tokens: ['onPolylineClick'],
    kind: 'extra',
    reason:
      'Our description of the set…Listener method names the event it listens to; the English table only gives the signature.',
    source:
      "@capacitor/google-maps dist/plugin.cjs.js of each version's release (1.1.0, 4.5.1, 5.4.1, 6.0.1, 7.2.2, 8.0.1): addListener('onPolylineClick', …)",
  },
  {
    pages: [
      'versioned_docs/version-v5/apis/watch.md',
      'versioned_docs/version-v6/apis/watch.md',
      'versioned_docs/version-v7/apis/watch.md',
      'versioned_docs/version-v8/apis/watch.md',
    ],
    tokens: ['CapactiorWatch'],
    kind: 'missing',
    reason:
      "Correction of the English, with a translator's note on the page: the English imports `CapactiorWatch`, a misspelling of the plugin's iOS module.",
    source: "@capacitor/watch 0.1.5 CapacitorWatch.podspec: s.name = 'CapacitorWatch'",
  },
  {
    pages: [
      'versioned_docs/version-v5/apis/watch.md',
      'versioned_docs/version-v6/apis/watch.md',
      'versioned_docs/version-v7/apis/watch.md',
      'versioned_docs/version-v8/apis/watch.md',
    ],
    tokens: ['CapacitorWatch'],
    kind: 'extra',
    reason: 'The module name the English misspells (see the entry above).',
    source: "@capacitor/watch 0.1.5 CapacitorWatch.podspec: s.name = 'CapacitorWatch'",
  },
  {
    pages: [
      'versioned_docs/version-v5/apis/watch.md',
      'versioned_docs/version-v6/apis/watch.md',
      'versioned_docs/version-v7/apis/watch.md',
      'versioned_docs/version-v8/apis/watch.md',
    ],
    tokens: ['number'],
    kind: 'missing',
    reason:
      'Renamed example: our watch-data example counts down `$minutes` where the English shows `$number`; updateWatchData is used the same way.',
    source: 'English apis/watch.md, 更新手表数据 section (Text("Show my $number"))',
  },
  {
    pages: ['versioned_docs/version-v5/apis/watch.md'],
    tokens: ['WindowGroup'],
    kind: 'extra',
    reason:
      "Addition: ours says where the watch app's @main App struct renders CapWatchContentView, as the v6 English of the same plugin release does.",
    source:
      'English versioned_docs/version-v6/apis/watch.md (step 6, the WindowGroup of the watch app)',
  },
  {
    pages: ['docs/apis/health-fitness.md', 'versioned_docs/version-v8/apis/health-fitness.md'],
    tokens: ['100'],
    kind: 'missing',
    reason:
      "Our example's own value: the background-job example uses a daily goal of 8000 steps (the English example: 100), and the sentence introducing it describes that example; the API is the same.",
    source: 'English apis/health-fitness.md, Background jobs (Value: 100)',
  },
];
