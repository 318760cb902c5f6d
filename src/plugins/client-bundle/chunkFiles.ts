/**
 * Where a production build lists the file of each named chunk (chunk name →
 * file, relative to the site's base URL), for link prefetching
 * (./docusaurusClient.ts). Named by the build's hash, like the chunks.
 * Imported by the browser bundle and by the build (./chunkFilesPlugin.ts).
 */
export function chunkFilesAsset(fullHash: string): string {
  return `assets/js/chunk-files.${fullHash.slice(0, 8)}.json`;
}
