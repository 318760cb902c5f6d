// Rspack loader for Docusaurus's generated globalData.json, in the browser
// bundle of production builds only (./index.ts). The docs plugin's global
// data lists every doc of every version as {id, path, sidebar}. Here a doc
// becomes [id, sidebar number], plus its path only when the path is not the
// one derivePath gives (version path + id, without the "main/" folder or a
// final "index"), and the module rebuilds the same objects when it loads.
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function derivePath(versionPath, id) {
  return `${versionPath.replace(/\/$/, '')}/${id.replace(/^main\//, '').replace(/(^|\/)index$/, '')}`;
}

function compactVersion(version) {
  const sidebars = [...new Set(version.docs.map((doc) => doc.sidebar ?? null))];
  const docs = version.docs.map(({ id, path, sidebar, ...rest }) => {
    if (Object.keys(rest).length > 0)
      throw new Error(
        `a doc has fields this loader does not know: ${Object.keys(rest).join(', ')}`,
      );
    const doc = [id, sidebars.indexOf(sidebar ?? null)];
    return path === derivePath(version.path, id) ? doc : [...doc, path];
  });
  return { ...version, docs, docSidebars: sidebars };
}

/** Global data with the docs plugin's doc lists compacted. */
function compactGlobalData(globalData) {
  const docsInstances = globalData[DOCS_PLUGIN] ?? {};
  return {
    ...globalData,
    [DOCS_PLUGIN]: Object.fromEntries(
      Object.entries(docsInstances).map(([id, data]) => [
        id,
        { ...data, versions: data.versions.map(compactVersion) },
      ]),
    ),
  };
}

// Runs in the browser: the inverse of compactGlobalData.
const EXPAND = `const derivePath = ${derivePath.toString()};
function expandVersion({ docSidebars, ...version }) {
  const docs = version.docs.map(([id, sidebar, path = derivePath(version.path, id)]) =>
    docSidebars[sidebar] === null ? { id, path } : { id, path, sidebar: docSidebars[sidebar] },
  );
  return { ...version, docs };
}
const globalData = JSON.parse(COMPACT);
for (const data of Object.values(globalData[${JSON.stringify(DOCS_PLUGIN)}] ?? {}))
  data.versions = data.versions.map(expandVersion);
export default globalData;
`;

module.exports = function globalDataLoader(source) {
  try {
    const compact = JSON.stringify(compactGlobalData(JSON.parse(source)));
    return EXPAND.replace('COMPACT', () => JSON.stringify(compact));
  } catch (error) {
    throw new Error(`client-bundle: ${this.resourcePath}: ${error.message}`);
  }
};
module.exports.compactGlobalData = compactGlobalData;
