/**
 * Rspack's persistent cache (future.faster.rspackPersistentCache), one
 * folder per build configuration. Docusaurus keys the cache by its own
 * version, the theme aliases and the config file, but not by what the
 * environment changes: which versions are built (DOCS_VERSIONS), the search
 * provider, analytics, the generated-files folder (the benchmark's builds
 * have their own). Built after one
 * configuration, another reused its module resolutions: a v7-only build
 * came out linking to every version. Each configuration now has its own
 * cache, so switching between them never mixes the two.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheKey } from '../../buildCache';
import { RSPACK_CACHE_ROOT } from '../../cachePaths';
import { BUILD_ENV } from '../../site';

export { RSPACK_CACHE_ROOT };

/** The cache folder of one build configuration. */
export function rspackCacheDirectory({
  siteDir,
  generatedFilesDir,
  isServer,
  env = process.env,
}: {
  siteDir: string;
  generatedFilesDir: string;
  isServer: boolean;
  env?: NodeJS.ProcessEnv;
}): string {
  const configuration = {
    generatedFilesDir: path.relative(siteDir, generatedFilesDir).split(path.sep).join('/'),
    bundle: isServer ? 'server' : 'client',
    env: Object.fromEntries(BUILD_ENV.map((name) => [name, env[name] ?? null])),
  };
  return path.join(
    siteDir,
    RSPACK_CACHE_ROOT,
    `${configuration.bundle}-${cacheKey(JSON.stringify(configuration)).slice(0, 16)}`,
  );
}

/**
 * The storage to merge into Docusaurus's generated `experiments.cache`:
 * none when Docusaurus made no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE),
 * an error when the cache it made is not the `{ type: 'persistent' }` this
 * was written against (@docusaurus/core's lib/webpack/base.js), so a new
 * shape cannot leave every configuration sharing one cache unnoticed.
 */
export function cacheStorage(
  cache: unknown,
  directory: string,
): { storage: { type: 'filesystem'; directory: string } } | undefined {
  if (cache === undefined) return undefined;
  const persistent =
    typeof cache === 'object' &&
    cache !== null &&
    'type' in cache &&
    cache.type === 'persistent' &&
    !('storage' in cache);
  if (!persistent)
    throw new Error(
      `src/plugins/rspack-cache: Docusaurus's experiments.cache is ${JSON.stringify(cache)}, ` +
        "not the { type: 'persistent' } without storage this plugin adds a folder to. " +
        "Check @docusaurus/core's lib/webpack/base.js (ARCHITECTURE.md, 补丁点).",
    );
  return { storage: { type: 'filesystem', directory } };
}

export default function rspackCache(context: LoadContext): Plugin {
  return {
    name: 'rspack-cache',
    configureWebpack(config, isServer) {
      const cache = (config as { experiments?: { cache?: unknown } }).experiments?.cache;
      const directory = rspackCacheDirectory({
        siteDir: context.siteDir,
        generatedFilesDir: context.generatedFilesDir,
        isServer,
      });
      const storage = cacheStorage(cache, directory);
      return storage ? { experiments: { cache: storage } } : {};
    },
  };
}
