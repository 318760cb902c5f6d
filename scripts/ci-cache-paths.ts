/**
 * `npm run ci:cache-paths`: the build cache folders (src/cachePaths.ts), one a
 * line, relative to the site root: the paths CI's cache steps restore and save.
 */
import { BUILD_CACHE_ROOTS } from '../src/cachePaths';
import { runMain } from './lib/run-main';

runMain(__filename, () => {
  console.log(BUILD_CACHE_ROOTS.join('\n'));
});
