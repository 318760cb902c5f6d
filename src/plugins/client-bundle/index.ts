/**
 * What the browser downloads and runs before a page is interactive, kept
 * small, and run in short tasks, with every version in the build:
 * - Chunk files are named by chunk id and the build's hash. With chunk
 *   names in the file names the runtime carried an id-to-name map, and with
 *   content hashes an id-to-hash map, each one entry per page. The cost: a
 *   new deployment renames every chunk, so returning readers download the
 *   chunks of the pages they open again (main.js changes with any page
 *   anyway).
 * - The route registry (generated, one entry per page) carries no module
 *   paths in the browser. On the server its entries name the page's browser
 *   chunks, so each page's HTML lists the chunks it needs and they download
 *   alongside main.js (./registryLoader.cjs, ./pageChunksManifest.ts).
 * - Chunk names are short base-36 numbers instead of 8-digit hex hashes
 *   (./chunkNames.cjs): each appears in the registry, in routesChunkNames
 *   and in the prefetch map (./chunkFilesPlugin.ts).
 * - Each route's path is in the bundle once, not three times: routes.js
 *   takes paths from routesChunkNames's keys (./routesLoader.cjs).
 * - The docs plugin's global data (every doc of every version) is
 *   compacted, its derivable paths left out (./globalDataLoader.cjs).
 * - Each version's metadata, which every doc page of the version loads,
 *   leaves out the doc list only DocCardList and generated-index pages read
 *   (./versionMetadataLoader.cjs).
 * - The page paints before main.js starts the app, and main.js's modules
 *   are evaluated a step per task, not in one long task (./paintFirst.ts).
 * - Hydration runs in slices that yield to the browser (Docusaurus starts it
 *   as a transition), and so do the re-renders that follow it straight away
 *   (./browserContext.tsx, ./useWindowSize.ts): as ordinary updates they
 *   took one long task each on a long page.
 * - Link prefetching looks a route's chunks up in an index instead of
 *   scanning every route per link, and waits for idle time
 *   (./docusaurusClient.ts, ./idleQueue.ts).
 * - The chunk name → file map that prefetching needs is a file of its own,
 *   fetched on the first prefetch, not part of the runtime chunk every page
 *   loads first (./chunkFilesPlugin.ts).
 * - Chunk and module ids are numbered in order ("natural"), smaller than
 *   hashed ids; stable ids would only help caching by content hash, which
 *   the build-hash file names give up anyway.
 * - tslib is not bundled whole for the one helper Docusaurus's
 *   utils-common uses (./tslibImportDefault.ts).
 * - No Prism: code is highlighted while pages compile
 *   (src/remark/codeTokens.ts), and the theme's client module that registers
 *   Prism's languages at start-up is replaced by an empty one.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ChunkFilesPlugin, isChunkAssetPlugin } from './chunkFilesPlugin';
import { PageChunksManifestPlugin } from './pageChunksManifest';

export const CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/** The theme's start-up module that loads Prism's languages (a client module). */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = path.join(__dirname, 'emptyClientModule.ts');

const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');
const ROUTES_CHUNK_NAMES_LOADER = path.join(__dirname, 'routesChunkNamesLoader.cjs');
const ROUTES_LOADER = path.join(__dirname, 'routesLoader.cjs');
const GLOBAL_DATA_LOADER = path.join(__dirname, 'globalDataLoader.cjs');
const VERSION_METADATA_LOADER = path.join(__dirname, 'versionMetadataLoader.cjs');
const PAINT_FIRST_ENTRY = path.join(__dirname, 'paintFirst.ts');
/** Docusaurus's client module behind window.docusaurus (prefetch and preload). */
export const DOCUSAURUS_CLIENT_MODULE =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;
const DOCUSAURUS_CLIENT = path.join(__dirname, 'docusaurusClient.ts');
/** Modules whose post-hydration updates run as transitions (./browserContext.tsx). */
export const BROWSER_CONTEXT_MODULE =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext(\.js)?$/;
export const WINDOW_SIZE_MODULE =
  /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/;
const BROWSER_CONTEXT = path.join(__dirname, 'browserContext.tsx');
const WINDOW_SIZE = path.join(__dirname, 'useWindowSize.ts');
/** @docusaurus/utils-common's index, which requires tslib for one helper (./tslibImportDefault.ts). */
export const UTILS_COMMON_INDEX = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
const TSLIB_IMPORT_DEFAULT = path.join(__dirname, 'tslibImportDefault.ts');
/** How ./paintFirst.ts imports Docusaurus's client entry, and its App component ahead of it. */
const CLIENT_ENTRY_ALIAS = '@docusaurus-client-entry';
const CLIENT_APP_ALIAS = '@docusaurus-client-app';

type TslibRequest = { request: string; contextInfo?: { issuer?: string } };

/** A docs plugin route props file: <generated>/docusaurus-plugin-content-docs/<plugin id>/p/<name>.json */
export function isDocsRouteProps(generatedFilesDir: string, file: string): boolean {
  const parts = path.relative(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'), file);
  const [pluginId, folder, name, ...rest] = parts.split(path.sep);
  return (
    rest.length === 0 && !pluginId.startsWith('..') && folder === 'p' && /\.json$/.test(name ?? '')
  );
}

export default function clientBundle(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const registryRule = (options: { shortChunkNames: boolean; bundle?: 'server' }) => ({
    test: generated('registry.js'),
    enforce: 'pre' as const,
    loader: REGISTRY_LOADER,
    options,
  });
  // The docs plugin's route props: each version's metadata, loaded by every doc page.
  const versionMetadataRule = {
    test: (file: string) => isDocsRouteProps(context.generatedFilesDir, file),
    enforce: 'pre' as const,
    type: 'javascript/auto',
    loader: VERSION_METADATA_LOADER,
  };
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const withoutPrism = new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE);
      if (isServer)
        return {
          module: {
            rules: [registryRule({ shortChunkNames: true, bundle: 'server' }), versionMetadataRule],
          },
          plugins: [withoutPrism],
        };
      if (config.mode !== 'production') return { plugins: [withoutPrism] };
      if (typeof config.entry !== 'string')
        throw new Error(
          `client-bundle: Docusaurus's client entry is no longer a single module (${JSON.stringify(config.entry)}); src/plugins/client-bundle/paintFirst.ts needs updating`,
        );
      // Its chunk map leaves the start-up code for a file of its own (./chunkFilesPlugin.ts).
      const withoutChunkAssets = (config.plugins ?? []).filter(
        (plugin) => !isChunkAssetPlugin(plugin),
      );
      if (withoutChunkAssets.length === (config.plugins ?? []).length)
        throw new Error(
          "client-bundle: Docusaurus's ChunkAssetPlugin is no longer in the browser build's plugins; src/plugins/client-bundle/chunkFilesPlugin.ts needs updating",
        );
      config.plugins = withoutChunkAssets;
      return {
        entry: PAINT_FIRST_ENTRY,
        resolve: {
          alias: {
            [CLIENT_ENTRY_ALIAS]: config.entry,
            [CLIENT_APP_ALIAS]: path.join(path.dirname(config.entry), 'App.js'),
          },
        },
        output: { chunkFilename: CHUNK_FILENAME },
        optimization: { chunkIds: 'natural' as const, moduleIds: 'natural' as const },
        module: {
          rules: [
            registryRule({ shortChunkNames: true }),
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
            versionMetadataRule,
          ],
        },
        plugins: [
          withoutPrism,
          new NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_MODULE, DOCUSAURUS_CLIENT),
          new NormalModuleReplacementPlugin(BROWSER_CONTEXT_MODULE, BROWSER_CONTEXT),
          new NormalModuleReplacementPlugin(WINDOW_SIZE_MODULE, WINDOW_SIZE),
          new NormalModuleReplacementPlugin(/^tslib$/, (resolveData: TslibRequest) => {
            if (UTILS_COMMON_INDEX.test(resolveData.contextInfo?.issuer ?? ''))
              resolveData.request = TSLIB_IMPORT_DEFAULT;
          }),
          new PageChunksManifestPlugin(generated('client-manifest.json')),
          new ChunkFilesPlugin(),
        ],
      };
    },
  };
}
