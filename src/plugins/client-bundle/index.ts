/**
 * What the browser downloads before a page is interactive, kept small with
 * every version in the build:
 * - Chunk files are named by chunk id and the build's hash. With chunk
 *   names in the file names the runtime carried an id-to-name map, and with
 *   content hashes an id-to-hash map, each one entry per page. The cost: a
 *   new deployment renames every chunk, so returning readers download the
 *   chunks of the pages they open again (main.js changes with any page
 *   anyway).
 * - The route registry (generated, one entry per page) keeps each page's
 *   module path for the server only (./registryLoader.cjs).
 * - Chunk names are short base-36 numbers instead of 8-digit hex hashes
 *   (./chunkNames.cjs): each appears in the registry, in routesChunkNames
 *   and in the runtime's prefetch map.
 * - No Prism: code is highlighted while pages compile
 *   (src/remark/codeTokens.ts), and the theme's client module that registers
 *   Prism's languages at start-up is replaced by an empty one.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/** The theme's start-up module that loads Prism's languages (a client module). */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = path.join(__dirname, 'emptyClientModule.ts');

const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');
const ROUTES_CHUNK_NAMES_LOADER = path.join(__dirname, 'routesChunkNamesLoader.cjs');

export default function clientBundle(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const routesChunkNames = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const production = config.mode === 'production';
      const registryRule = {
        test: registry,
        enforce: 'pre' as const,
        loader: REGISTRY_LOADER,
        options: { shortChunkNames: production },
      };
      const routesChunkNamesRule = {
        test: routesChunkNames,
        enforce: 'pre' as const,
        loader: ROUTES_CHUNK_NAMES_LOADER,
      };
      const browserOnly = isServer
        ? {}
        : {
            module: { rules: production ? [registryRule, routesChunkNamesRule] : [registryRule] },
            ...(production ? { output: { chunkFilename: CHUNK_FILENAME } } : {}),
          };
      return {
        ...browserOnly,
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE)],
      };
    },
  };
}
