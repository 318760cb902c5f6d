/**
 * @easyops-cn/docusaurus-search-local, with each version's index built on a
 * worker thread (./buildIndexes.ts), trimmed once written (./trimIndex.ts)
 * to keep it within the download budget, then precompressed for nginx
 * (src/plugins/serving leaves them to this plugin). In its search worker,
 * three modules are ours (./client): queries use the glossary's terms
 * (./synonyms.ts), long queries may leave out two words (./relaxQueries.ts),
 * and hits are grouped by page at the page's best hit (./sortResults.ts).
 * Its navbar box reads its result limit from ./client/searchBarConstants.ts,
 * which keeps lunr out of every page's start-up code.
 * Its /search page is ours too (src/components/LocalSearch/SearchPage.tsx).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import searchLocal, { validateOptions } from '@easyops-cn/docusaurus-search-local';
import { precompressFiles } from '../../serving/precompress';
import { buildSearchIndexes, indexingConfig } from './buildIndexes';
import { trimSearchIndexFile } from './trimIndex';

const SEARCH_PAGE = path.resolve(__dirname, '../../components/LocalSearch/SearchPage.tsx');

/** How the plugin's worker imports the modules we replace. */
const WORKER_MODULE_REQUEST = /^\.\.\/utils\/(tokenize|smartQueries|sortSearchResults)$/;
const PLUGIN_CLIENT_DIR = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
);

/** How its navbar search box imports the generated constants (./client/searchBarConstants.ts). */
const SEARCH_BAR_CONSTANTS_REQUEST = /^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/;
const SEARCH_BAR_DIR = path.join(PLUGIN_CLIENT_DIR, 'SearchBar');

export default function searchLocalTrimmed(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  const config = indexingConfig(options, context);
  return {
    ...plugin,
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: SEARCH_PAGE,
        exact: true,
      });
    },
    configureWebpack(config, isServer, utils, content) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        ...plugin.configureWebpack?.(config, isServer, utils, content),
        plugins: [
          new NormalModuleReplacementPlugin(WORKER_MODULE_REQUEST, (resource) => {
            const name = WORKER_MODULE_REQUEST.exec(resource.request)?.[1];
            if (name && resource.context.startsWith(PLUGIN_CLIENT_DIR))
              resource.request = path.join(__dirname, 'client', `${name}.ts`);
          }),
          new NormalModuleReplacementPlugin(SEARCH_BAR_CONSTANTS_REQUEST, (resource) => {
            if (resource.context === SEARCH_BAR_DIR)
              resource.request = path.join(__dirname, 'client', 'searchBarConstants.ts');
          }),
        ],
      };
    },
    async postBuild(props) {
      await buildSearchIndexes(props, config, async (file) => {
        trimSearchIndexFile(file);
        await precompressFiles([file]);
      });
    },
  };
}

// Docusaurus validates (and fills the defaults of) a function plugin's options
// through its `validateOptions` property.
searchLocalTrimmed.validateOptions = validateOptions;
