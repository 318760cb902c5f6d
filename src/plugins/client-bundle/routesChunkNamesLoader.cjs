// Rspack loader for Docusaurus's generated routesChunkNames.json, in the
// browser bundle of production builds only (./index.ts): chunk names
// shortened (./chunkNames.cjs), as in registry.js.
const { renameRouteChunks, shortChunkNames } = require('./chunkNames.cjs');

module.exports = function routesChunkNamesLoader(source) {
  const routesChunkNames = JSON.parse(source);
  return JSON.stringify(renameRouteChunks(routesChunkNames, shortChunkNames(routesChunkNames)));
};
