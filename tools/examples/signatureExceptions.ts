/**
 * Reviewed mismatches between a plugin page's generated signature and the
 * value readers call, each explained to readers by a translator's note on
 * that page (`note`: text the page must contain). An exception that no
 * longer matches a mismatch is reported, so it cannot outlive the error.
 */
export type SignatureException = {
  label: string;
  pkg: string;
  method: string;
  page: string;
  note: string;
};

const GOOGLE_MAPS_TILE_OVERLAY = (
  label: string,
  page: string,
  version: string,
): SignatureException => ({
  label,
  pkg: '@capacitor/google-maps',
  method: 'addTileOverlay',
  page,
  // The note cites the class's declaration in that release.
  note: `https://unpkg.com/@capacitor/google-maps@${version}/dist/typings/map.d.ts`,
});

export const SIGNATURE_EXCEPTIONS: SignatureException[] = [
  GOOGLE_MAPS_TILE_OVERLAY('v8', 'versioned_docs/version-v8/apis/google-maps.md', '8.0.1'),
  GOOGLE_MAPS_TILE_OVERLAY('v7', 'versioned_docs/version-v7/apis/google-maps.md', '7.2.2'),
];
