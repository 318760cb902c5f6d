/**
 * The reader's own code that examples marked `example=fragment` call: app
 * functions, variables and files a page assumes without showing them. Only
 * marked blocks compile with these declarations; each is typed as the
 * examples use it, never `any`.
 */

// The app's router (Vue Router in the Vue examples).
declare const router: import('vue-router').Router;

// App functions the plugin pages call around the plugin.
declare function refreshInbox(): void;
declare function saveDraft(): void;
declare function showPhoto(data: unknown): void;
declare function loadUserProfile(): Promise<void>;
declare function switchAccount(): Promise<void>;
declare function startFocusTimer(): void;
declare function pauseFocusTimer(): void;
declare function showSwipeBackHint(): void;
declare function showHardwareBackHint(): void;
declare function preview(webPath: string | undefined): void;
declare function openFileUploadDialog(): void;
/** The camera page's own source picker: true for the camera, false for the gallery. */
declare function askUserForSource(): Promise<boolean>;

// The page's buttons and data.
declare const stepButton: HTMLButtonElement;
declare const compassButton: HTMLButtonElement;
/** A photo as Base64, as Filesystem.writeFile takes it. */
declare const photoBase64: string;
/** A photo taken with the camera page's new API and `includeMetadata: true` (@capacitor/camera 8). */
declare const shot: import('@capacitor/camera').MediaResult & {
  metadata: import('@capacitor/camera').MediaMetadata;
};
declare const avatarImg: HTMLImageElement;
declare const coverImg: HTMLImageElement;

// capacitor.config.ts runs in Node.js, where the CLI loads it.
declare const process: { env: Record<string, string | undefined>; cwd(): string };

/** In TypeScript's DOM types until 5.2 (lib.dom.d.ts of 5.1); the v3–v6 plugin tutorial relies on it. */
type OrientationLockType =
  | 'any'
  | 'landscape'
  | 'landscape-primary'
  | 'landscape-secondary'
  | 'natural'
  | 'portrait'
  | 'portrait-primary'
  | 'portrait-secondary';

/** ScreenOrientation.lock was in TypeScript's DOM types before 5.2; the v2–v3 guides call it. */
interface ScreenOrientation {
  lock(orientation: OrientationLockType): Promise<void>;
}
declare function openUploadDialog(): void;
declare function setupNativeFeatures(): void;
declare const startButton: HTMLButtonElement;
