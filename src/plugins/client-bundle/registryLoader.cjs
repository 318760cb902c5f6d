// Rspack loader for Docusaurus's generated registry.js, in the browser
// bundle only (./index.ts). Each entry names its module three ways: a loader,
// the module's path and its bundler id. The path is only read on the server
// (react-loadable reports it while rendering HTML); in the browser it is
// dead weight, one path per page of every version, so it is emptied here.
// With the option shortChunkNames (production builds), each entry's chunk
// name is also shortened as in routesChunkNames.json (./chunkNames.cjs).
// An entry not in the expected form fails the build rather than being kept.
const { readRoutesChunkNames, shortChunkNames } = require('./chunkNames.cjs');

const ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]*)"\), "([^"]*)", require\.resolveWeak\("([^"]*)"\)\]([,;}]*)$/;

module.exports = function registryLoader(source) {
  const { shortChunkNames: shorten = false } = this.getOptions ? this.getOptions() : {};
  const names = shorten ? shortChunkNames(readRoutesChunkNames(this)) : undefined;
  const fail = (problem, line) => {
    throw new Error(`client-bundle: ${this.resourcePath}: ${problem}: ${line.trim()}`);
  };
  let entries = 0;
  const rewritten = source.split('\n').map((line) => {
    if (!line.includes('require.resolveWeak(')) return line;
    const match = ENTRY.exec(line);
    if (!match || match[2] !== match[3] || match[4] !== match[5] || match[5] !== match[6])
      fail('a registry entry is not in the form this loader expects', line);
    const [, indent, chunk, , file, , , end] = match;
    const name = names ? names.get(chunk) : chunk;
    if (name === undefined)
      fail('a registry entry is not used by any route (routesChunkNames.json)', line);
    entries += 1;
    return `${indent}"${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "", require.resolveWeak("${file}")]${end}`;
  });
  if (entries === 0 && /resolveWeak/.test(source))
    throw new Error(`client-bundle: ${this.resourcePath}: no registry entry rewritten`);
  return rewritten.join('\n');
};
