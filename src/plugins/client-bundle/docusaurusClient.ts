/**
 * Replaces Docusaurus's client module lib/client/docusaurus.js in the browser
 * bundle (./index.ts): window.docusaurus.prefetch and preload, with the same
 * behaviour, except that a route's chunks are looked up in an index
 * (./routeChunks.ts) instead of scanning every route for every link, and a
 * chunk is prefetched once: Docusaurus added one <link rel=prefetch> per
 * chunk per link in view, 850 on an API page for 50 files. Prefetching also
 * waits for idle time and runs a few milliseconds at a time: every link in
 * view asks at once just after hydration, and in one task that was long.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames, { routePaths } from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { chunkFilesAsset } from './chunkFiles';
import { inIdleTime } from './idleQueue';
import { chunkNamesByPath, type ChunkTree } from './routeChunks';

declare const __webpack_public_path__: string;
declare const __webpack_hash__: string;
type Connection = { effectiveType?: string; saveData?: boolean };

const fetched = new Set<string>();
const prefetchedAssets = new Map<string, Promise<void>>();
const loaded = new Set<string>();
let index: Map<string, string[]> | undefined;
let chunkFiles: Promise<Record<string, string>> | undefined;

function isSlowConnection(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function chunkNamesOf(routePath: string): string[] {
  // routesChunkNames's values are in key order, as routePaths is.
  index ??= chunkNamesByPath(routePaths, Object.values(routesChunkNames) as ChunkTree[]);
  return index.get(routePath) ?? [];
}

/** Chunk name → file, fetched once, when the first link is prefetched (./chunkFilesPlugin.ts). */
function chunkFilesByName(): Promise<Record<string, string>> {
  chunkFiles ??= fetch(`${__webpack_public_path__}${chunkFilesAsset(__webpack_hash__)}`)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  return chunkFiles;
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return chunkFilesByName().then((files) => inIdleTime(() => prefetchChunks(routePath, files)));
}

function prefetchChunks(routePath: string, files: Record<string, string>): Promise<unknown> {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) =>
    chunkNamesOf(match.route.path as string),
  );
  return Promise.all(
    chunkNames.map((chunkName) => {
      if (!files[chunkName]) return Promise.resolve();
      const chunkAsset = `${__webpack_public_path__}${files[chunkName]}`;
      if (!prefetchedAssets.has(chunkAsset))
        prefetchedAssets.set(chunkAsset, prefetchHelper(chunkAsset));
      return prefetchedAssets.get(chunkAsset);
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default { prefetch, preload };
