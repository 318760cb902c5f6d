// Rspack loader for the docs plugin's route props (p/*.json), in production
// bundles (./index.ts). Every doc page loads its version's metadata prop:
// the version's sidebars, and `docs`, each doc's id, title, description and
// sidebar, which is over half of it. Only useDocById reads `docs` (a DocCard
// given a docId: DocCardList and generated-index pages), and this site has
// none, so the module leaves `docs` out. Reading it anyway throws, which
// fails page rendering with a message that says why.
const MISSING_DOCS =
  "A version's doc list (version.docs, read by useDocById for DocCardList and generated-index pages) is left out of the bundle by src/plugins/client-bundle/versionMetadataLoader.cjs. Remove its rule from src/plugins/client-bundle/index.ts to use them.";

function isVersionProp(props) {
  const version = props && props.version;
  return Boolean(version && typeof version === 'object' && version.docs && version.docsSidebars);
}

/** The JavaScript module for one props file. */
function propsModule(props) {
  if (!isVersionProp(props))
    return `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(props))});`;
  const { docs: _docs, ...version } = props.version;
  const compact = JSON.stringify({ ...props, version });
  return `const props = JSON.parse(${JSON.stringify(compact)});
Object.defineProperty(props.version, 'docs', {
  get() {
    throw new Error(${JSON.stringify(MISSING_DOCS)});
  },
});
module.exports = props;
`;
}

module.exports = function versionMetadataLoader(source) {
  return propsModule(JSON.parse(source));
};
module.exports.MISSING_DOCS = MISSING_DOCS;
