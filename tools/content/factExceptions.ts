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
