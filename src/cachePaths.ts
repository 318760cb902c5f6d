/**
 * Where the build keeps what it reuses between runs, each folder relative to
 * the site root: the build and the benchmark read these, and CI restores and
 * saves exactly these (`npm run ci:cache-paths` prints them for the workflow).
 * All under node_modules/.cache, which `npm run clear` empties; Node.js
 * imports kept out so src/site.ts's readers are not affected.
 */

/** Rspack's persistent cache, one folder per build configuration (src/plugins/rspack-cache). */
export const RSPACK_CACHE_ROOT = 'node_modules/.cache/rspack';

/** The content-addressed post-build outputs (src/buildCache): precompression, Markdown copies, search indexes. */
export const POST_BUILD_CACHE_ROOT = 'node_modules/.cache/capacitor-docs';

/** Each version's last build and its input key, by build configuration (src/siteBuild). */
export const VERSION_BUILDS_ROOT = 'node_modules/.cache/capacitor-docs-builds';

/** Every build cache folder, in the order CI lists them. */
export const BUILD_CACHE_ROOTS = [RSPACK_CACHE_ROOT, POST_BUILD_CACHE_ROOT, VERSION_BUILDS_ROOT];

/** The example check's package sets, one npm install per doc version (tools/examples/packages.ts). */
export const EXAMPLES_CACHE_ROOT = 'node_modules/.cache/capacitor-examples';
