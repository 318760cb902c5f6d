/**
 * The chunk names of each route path, indexed once. Docusaurus's prefetch
 * finds a path's chunks by scanning every route key of routesChunkNames for
 * each matched route of each link that comes into view; with 940 routes
 * that was tens of milliseconds of blocking work per screen of links, more
 * on slow phones. Same answer (routes in key order, each one's chunks
 * flattened as Docusaurus's flat() does), one pass in all.
 */
export type ChunkTree = { [key: string]: string | ChunkTree };

/** The chunk names in a route's chunk tree, depth first (Docusaurus's flat()). */
export function flatChunkNames(tree: ChunkTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : flatChunkNames(value),
  );
}

/** Route path → its chunk names, from each route key's path and chunk tree, in key order. */
export function chunkNamesByPath(
  routePaths: readonly string[],
  trees: readonly ChunkTree[],
): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  routePaths.forEach((routePath, i) => {
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...flatChunkNames(trees[i])]);
  });
  return byPath;
}
