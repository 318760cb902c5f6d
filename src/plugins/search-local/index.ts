/**
 * @easyops-cn/docusaurus-search-local: the index built on a worker thread
 * (./buildIndexes.ts), trimmed to the download budget (./trimIndex.ts) and
 * precompressed here. Our modules in its search worker (./client) are listed
 * in REPLACED_MODULES; its navbar box takes its result limit from ours so
 * lunr stays out of every page's start-up code. The /search page is ours.
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

/** The plugin's client modules ours (./client) stand in for, as each folder requests them. */
export const REPLACED_MODULES = [
  { from: PLUGIN_THEME_DIR, request: '../utils/tokenize', ours: 'tokenize.ts' },
  { from: PLUGIN_THEME_DIR, request: '../utils/smartQueries', ours: 'smartQueries.ts' },
  { from: PLUGIN_THEME_DIR, request: '../utils/sortSearchResults', ours: 'sortResults.ts' },
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

// Docusaurus validates a function plugin's options through this property.
searchLocalTrimmed.validateOptions = validateOptions;
