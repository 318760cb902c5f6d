// Rspack loader for Docusaurus's generated registry.js. Each entry names its
// module three ways: a loader, a name react-loadable reports while the server
// renders a page (Docusaurus puts the module's path there), and the module's
// bundler id.
// - Browser bundle: the reported name is never read there, and it is one
//   path per page of every version, so it is emptied. With the option
//   shortChunkNames (production builds), each entry's chunk name is also
//   shortened as in routesChunkNames.json (./chunkNames.cjs).
// - Server bundle (option bundle: 'server'): the reported name becomes the
//   page chunk's name in the browser bundle. The client manifest lists the
//   browser's chunks under those names, so each page's HTML gets a script tag
//   for every chunk the page needs, and the browser downloads them alongside
//   main.js instead of after it has run.
// An entry not in the expected form fails the build rather than being kept.
const { readRoutesChunkNames, shortChunkNames } = require('./chunkNames.cjs');

const ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]*)"\), "([^"]*)", require\.resolveWeak\("([^"]*)"\)\]([,;}]*)$/;

module.exports = function registryLoader(source) {
  const { shortChunkNames: shorten = false, bundle = 'browser' } = this.getOptions
    ? this.getOptions()
    : {};
  const forServer = bundle === 'server';
  const names = shorten || forServer ? shortChunkNames(readRoutesChunkNames(this)) : undefined;
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
    if (forServer)
      return `${indent}"${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${file}"), "${name}", require.resolveWeak("${file}")]${end}`;
    return `${indent}"${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "", require.resolveWeak("${file}")]${end}`;
  });
  if (entries === 0 && /resolveWeak/.test(source))
    throw new Error(`client-bundle: ${this.resourcePath}: no registry entry rewritten`);
  return rewritten.join('\n');
};
