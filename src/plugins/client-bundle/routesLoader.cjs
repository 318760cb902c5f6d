// Rspack loader for Docusaurus's generated routes.js, in the browser bundle
// of production builds only (./index.ts). Every route names its path twice,
// as `path` and in `ComponentCreator(path, hash)`, and routesChunkNames
// names it a third time in its key. Here each route takes its path and hash
// from the key list routesChunkNames exports (./routesChunkNamesLoader.cjs),
// by index, so each path is in the bundle once. Each route's component is
// created when the router first asks for it (the route matches), not for
// all of them while main.js starts. A route the key list lacks,
// or a route not in the expected form, fails the build.
const { readRoutesChunkNames } = require('./chunkNames.cjs');

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const QUOTED = "'((?:[^'\\\\]|\\\\.)*)'";
const ROUTE = new RegExp(
  `path: ${QUOTED},(\\s+)component: ComponentCreator\\(${QUOTED}, '([^']+)'\\)`,
  'g',
);
const unquote = (text) => text.replace(/\\(.)/g, '$1');

module.exports = function routesLoader(source) {
  const fail = (problem) => {
    throw new Error(`client-bundle: ${this.resourcePath}: ${problem}`);
  };
  const keys = Object.keys(readRoutesChunkNames(this));
  const indexOfKey = new Map(keys.map((key, i) => [key, i]));
  if (!source.includes(IMPORT)) fail(`no line \`${IMPORT}\``);
  const rewritten = source.replace(ROUTE, (route, routePath, space, creatorPath, hash) => {
    if (routePath !== creatorPath) fail(`a route's path and component path differ: ${route}`);
    const index = indexOfKey.get(`${unquote(routePath)}-${hash}`);
    if (index === undefined) fail(`a route is not in routesChunkNames.json: ${route}`);
    return `path: routePaths[${index}],${space}get component() { return routeComponent(${index}); }`;
  });
  const left = /ComponentCreator\('(?!\*'\))[^\n]*/.exec(rewritten);
  if (left) fail(`a route is not in the form this loader expects: ${left[0]}`);
  return rewritten.replace(
    IMPORT,
    [
      IMPORT,
      "import { routePaths, routeHashes } from '@generated/routesChunkNames';",
      'const components = [];',
      'const routeComponent = (i) => (components[i] ??= ComponentCreator(routePaths[i], routeHashes[i]));',
    ].join('\n'),
  );
};
