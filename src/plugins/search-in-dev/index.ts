/**
 * The local search plugin switches its search off outside production builds.
 * In `npm start` this plugin switches it back on, so the dev server searches
 * the index that scripts/start.ts builds beside it.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const GATED_MODULES =
  /docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/](searchByWorker|SearchBar[\\/]EmptyTemplate)\.js$/;

export default function searchInDev(): Plugin {
  return {
    name: 'search-in-dev',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {
        module: {
          rules: [{ test: GATED_MODULES, use: [path.join(__dirname, 'enable-in-dev-loader.cjs')] }],
        },
      };
    },
  };
}
