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
 * - Each route's path is in the bundle once, not three times: routes.js
 *   takes paths from routesChunkNames's keys (./routesLoader.cjs).
 * - The docs plugin's global data (every doc of every version) is
 *   compacted, its derivable paths left out (./globalDataLoader.cjs).
 * - The page paints before main.js starts the app (./paintFirst.ts).
 * - Link prefetching looks a route's chunks up in an index instead of
 *   scanning every route per link (./docusaurusClient.ts).
 * - Chunk and module ids are numbered in order ("natural"), smaller than
 *   hashed ids; stable ids would only help caching by content hash, which
 *   the build-hash file names give up anyway.
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
const ROUTES_LOADER = path.join(__dirname, 'routesLoader.cjs');
const GLOBAL_DATA_LOADER = path.join(__dirname, 'globalDataLoader.cjs');
const PAINT_FIRST_ENTRY = path.join(__dirname, 'paintFirst.ts');
/** Docusaurus's client module behind window.docusaurus (prefetch and preload). */
export const DOCUSAURUS_CLIENT_MODULE =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;
const DOCUSAURUS_CLIENT = path.join(__dirname, 'docusaurusClient.ts');
/** How ./paintFirst.ts imports Docusaurus's client entry. */
const CLIENT_ENTRY_ALIAS = '@docusaurus-client-entry';

export default function clientBundle(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const registryRule = (shortChunkNames: boolean) => ({
    test: generated('registry.js'),
    enforce: 'pre' as const,
    loader: REGISTRY_LOADER,
    options: { shortChunkNames },
  });
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const withoutPrism = new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE);
      if (isServer) return { plugins: [withoutPrism] };
      if (config.mode !== 'production')
        return { module: { rules: [registryRule(false)] }, plugins: [withoutPrism] };
      if (typeof config.entry !== 'string')
        throw new Error(
          `client-bundle: Docusaurus's client entry is no longer a single module (${JSON.stringify(config.entry)}); src/plugins/client-bundle/paintFirst.ts needs updating`,
        );
      return {
        entry: PAINT_FIRST_ENTRY,
        resolve: { alias: { [CLIENT_ENTRY_ALIAS]: config.entry } },
        output: { chunkFilename: CHUNK_FILENAME },
        optimization: { chunkIds: 'natural' as const, moduleIds: 'natural' as const },
        module: {
          rules: [
            registryRule(true),
            // These two loaders turn JSON into JavaScript modules.
            {
              test: generated('routesChunkNames.json'),
              enforce: 'pre' as const,
              type: 'javascript/auto',
              loader: ROUTES_CHUNK_NAMES_LOADER,
            },
            {
              test: generated('globalData.json'),
              enforce: 'pre' as const,
              type: 'javascript/auto',
              loader: GLOBAL_DATA_LOADER,
            },
            { test: generated('routes.js'), enforce: 'pre' as const, loader: ROUTES_LOADER },
          ],
        },
        plugins: [
          withoutPrism,
          new NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_MODULE, DOCUSAURUS_CLIENT),
        ],
      };
    },
  };
}
