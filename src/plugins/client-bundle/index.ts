/**
 * What the browser downloads before a page is interactive, kept small with
 * every version in the build:
 * - Chunk files are named by id and content hash, not by chunk name. The
 *   runtime then maps chunk ids to hashes only; with names in the file
 *   names it also carried an id-to-name map, one more entry per page.
 * - The route registry (generated, one entry per page) keeps each page's
 *   module path for the server only (./registryLoader.cjs).
 * - No Prism: code is highlighted while pages compile
 *   (src/remark/codeTokens.ts), and the theme's client module that registers
 *   Prism's languages at start-up is replaced by an empty one.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** The theme's start-up module that loads Prism's languages (a client module). */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = path.join(__dirname, 'emptyClientModule.ts');

const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

export default function clientBundle(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const browserOnly = isServer
        ? {}
        : {
            module: {
              rules: [{ test: registry, enforce: 'pre' as const, loader: REGISTRY_LOADER }],
            },
            ...(config.mode === 'production' ? { output: { chunkFilename: CHUNK_FILENAME } } : {}),
          };
      return {
        ...browserOnly,
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE)],
      };
    },
  };
}
