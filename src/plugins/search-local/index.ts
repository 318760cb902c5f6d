/**
 * @easyops-cn/docusaurus-search-local, with each version's index built on a
 * worker thread (./buildIndexes.ts), trimmed once written (./trimIndex.ts)
 * to keep it within the download budget, then precompressed for nginx
 * (src/plugins/production-files leaves them to this plugin). In its search worker,
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

const PLUGIN_THEME_DIR = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
);

/**
 * The plugin's client modules that ours (./client) stand in for, as the
 * importing folder requests them: three in its search worker, and the
 * generated constants in its navbar box.
 */
export const REPLACED_MODULES = [
  { from: PLUGIN_THEME_DIR, request: '../utils/tokenize', ours: 'tokenize.ts' },
  { from: PLUGIN_THEME_DIR, request: '../utils/smartQueries', ours: 'smartQueries.ts' },
  { from: PLUGIN_THEME_DIR, request: '../utils/sortSearchResults', ours: 'sortSearchResults.ts' },
  {
    from: path.join(PLUGIN_THEME_DIR, 'SearchBar'),
    request: '../../utils/proxiedGeneratedConstants',
    ours: 'searchBarConstants.ts',
  },
];
const REPLACED_REQUEST = /\/(tokenize|smartQueries|sortSearchResults|proxiedGeneratedConstants)$/;

export default function searchLocalTrimmed(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  const indexing = indexingConfig(options, context);
  return {
    ...plugin,
    contentLoaded({ actions }) {
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
          new NormalModuleReplacementPlugin(REPLACED_REQUEST, (resource) => {
            const replaced = REPLACED_MODULES.find(
              (m) => m.from === resource.context && m.request === resource.request,
            );
            if (replaced) resource.request = path.join(__dirname, 'client', replaced.ours);
          }),
        ],
      };
    },
    async postBuild(props) {
      await buildSearchIndexes(props, indexing, async (file) => {
        trimSearchIndexFile(file);
        await precompressFiles([file]);
      });
    },
  };
}

// Docusaurus validates (and fills the defaults of) a function plugin's options
// through its `validateOptions` property.
searchLocalTrimmed.validateOptions = validateOptions;
