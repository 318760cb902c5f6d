/**
 * Releases picked by hand, per doc version, where upstream's page for that
 * version documents an older release than the newest one whose peer range
 * admits the Capacitor major (plugins on their own version line).
 *
 * Found by comparing the methods and types of upstream's page with each
 * release's metadata: upstream's v6 Background Runner page has no
 * notification listener, which 2.2.0 added; 2.1.0 is the newest without it.
 */
export const PINNED_RELEASES: Record<string, Record<string, string>> = {
  v6: { '@capacitor/background-runner': '2.1.0' },
};

export function pinnedRelease(version: string, pkg: string): string | undefined {
  return PINNED_RELEASES[version]?.[pkg];
}
