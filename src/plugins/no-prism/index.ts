/**
 * Code is highlighted while pages compile (src/remark/codeTokens.ts), so the
 * browser needs no Prism at start-up: the theme's client module that loads
 * Prism and registers its languages on every page is replaced by an empty
 * one. (Its @theme/prism-include-languages slot cannot do this: the client
 * module imports Prism itself before calling it.)
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The theme's client module, as the bundler resolves it. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const EMPTY_MODULE = path.join(__dirname, 'client.ts');

export default function noPrism(): Plugin {
  return {
    name: 'no-prism',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE)] };
    },
  };
}
