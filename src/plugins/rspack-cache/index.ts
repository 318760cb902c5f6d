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
import { ENV } from '../../site';

/** The environment variables that change a build's configuration. */
export const CONFIGURATION_ENV = [
  'NODE_ENV',
  ENV.docsVersions,
  ENV.buildVersion,
  ENV.searchProvider,
  ENV.analytics,
] as const;

export const RSPACK_CACHE_ROOT = 'node_modules/.cache/rspack';

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
    env: Object.fromEntries(CONFIGURATION_ENV.map((name) => [name, env[name] ?? null])),
  };
  return path.join(
    siteDir,
    RSPACK_CACHE_ROOT,
    `${configuration.bundle}-${cacheKey(JSON.stringify(configuration)).slice(0, 16)}`,
  );
}

export default function rspackCache(context: LoadContext): Plugin {
  return {
    name: 'rspack-cache',
    configureWebpack(config, isServer) {
      const cache = (config as { experiments?: { cache?: unknown } }).experiments?.cache;
      if (!cache || typeof cache !== 'object') return {};
      const directory = rspackCacheDirectory({
        siteDir: context.siteDir,
        generatedFilesDir: context.generatedFilesDir,
        isServer,
      });
      return { experiments: { cache: { storage: { type: 'filesystem', directory } } } };
    },
  };
}
