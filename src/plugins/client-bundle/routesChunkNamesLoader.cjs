// Rspack loader for Docusaurus's generated routesChunkNames.json, in the
// browser bundle of production builds only (./index.ts). It becomes a
// JavaScript module with the same default export, its chunk names
// shortened as in registry.js (./chunkNames.cjs), and it also exports each
// route key's path and hash, in key order: the rewritten routes.js
// (./routesLoader.cjs) takes its paths from there instead of repeating them.
const { renameRouteChunks, shortChunkNames } = require('./chunkNames.cjs');

/** A key is `${path}-${hash}` (Docusaurus's ComponentCreator and prefetch split it the same way). */
function splitRouteKey(key) {
  const dash = key.lastIndexOf('-');
  return [key.slice(0, dash), key.slice(dash + 1)];
}

/** JavaScript that evaluates to `value` (JSON.parse of a string parses faster than a literal). */
const parsed = (value) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

function routesChunkNamesModule(routesChunkNames) {
  const renamed = renameRouteChunks(routesChunkNames, shortChunkNames(routesChunkNames));
  const keys = Object.keys(renamed).map(splitRouteKey);
  return [
    `export const routePaths = ${parsed(keys.map(([routePath]) => routePath))};`,
    `export const routeHashes = ${parsed(keys.map(([, hash]) => hash))};`,
    `const chunks = ${parsed(Object.values(renamed))};`,
    'export default Object.fromEntries(',
    '  routePaths.map((routePath, i) => [`${routePath}-${routeHashes[i]}`, chunks[i]]),',
    ');',
    '',
  ].join('\n');
}

module.exports = function routesChunkNamesLoader(source) {
  return routesChunkNamesModule(JSON.parse(source));
};
