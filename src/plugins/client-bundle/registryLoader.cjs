// Rspack loader for Docusaurus's generated registry.js, in the browser
// bundle only (./index.ts). Each entry names its module three ways: a loader,
// the module's path and its bundler id. The path is only read on the server
// (react-loadable reports it while rendering HTML); in the browser it is
// dead weight, one path per page of every version, so it is emptied here.
// An entry not in the expected form fails the build rather than being kept.
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\(.*\), )"([^"]*)"(, require\.resolveWeak\("([^"]*)"\)\][,;}]*)$/;

module.exports = function registryLoader(source) {
  const lines = source.split('\n');
  let entries = 0;
  const rewritten = lines.map((line) => {
    if (!line.includes('require.resolveWeak(')) return line;
    const match = ENTRY.exec(line);
    if (!match || match[2] !== match[4]) {
      throw new Error(
        `client-bundle: ${this.resourcePath}: a registry entry is not in the form this loader expects: ${line.trim()}`,
      );
    }
    entries += 1;
    return `${match[1]}""${match[3]}`;
  });
  if (entries === 0 && /resolveWeak/.test(source))
    throw new Error(`client-bundle: ${this.resourcePath}: no registry entry rewritten`);
  return rewritten.join('\n');
};
