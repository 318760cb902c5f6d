// Short chunk names for the browser bundle of a production build
// (./index.ts). Docusaurus names each route module's chunk by an 8-digit hex
// hash of its path, and every name appears twice in the start-up code, as a
// registry key and as a value in routesChunkNames.json, and once in the
// prefetch map (chunk name → file, ./chunkFilesPlugin.ts). Random hex
// compresses poorly; base-36 numbers given in order of first use in
// routesChunkNames.json, so neighbouring routes get neighbouring names,
// compress well.
const fs = require('node:fs');
const path = require('node:path');

/** routesChunkNames.json beside a loader's generated file, watched for changes. */
function readRoutesChunkNames(loader) {
  const file = path.join(path.dirname(loader.resourcePath), 'routesChunkNames.json');
  loader.addDependency(file);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Each chunk name of routesChunkNames.json (values, depth first) and its short name. */
function shortChunkNames(routesChunkNames) {
  const names = new Map();
  const visit = (value) => {
    if (typeof value === 'string') {
      if (!names.has(value)) names.set(value, names.size.toString(36));
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  Object.values(routesChunkNames).forEach(visit);
  return names;
}

/** routesChunkNames.json with every chunk name replaced by its short name. */
function renameRouteChunks(routesChunkNames, names) {
  const rename = (value) =>
    typeof value === 'string'
      ? names.get(value)
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  return Object.fromEntries(
    Object.entries(routesChunkNames).map(([route, chunks]) => [route, rename(chunks)]),
  );
}

module.exports = { readRoutesChunkNames, shortChunkNames, renameRouteChunks };
