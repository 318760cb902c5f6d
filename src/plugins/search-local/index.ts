/**
 * @easyops-cn/docusaurus-search-local, with its index files trimmed after it
 * writes them (./trimIndex.ts) to keep each version's index
 * within the download budget, then precompressed for nginx
 * (src/plugins/serving leaves them to this plugin).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import searchLocal, { validateOptions } from '@easyops-cn/docusaurus-search-local';
import { precompressFiles } from '../../serving/precompress';
import { trimSearchIndexes } from './trimIndex';

export default function searchLocalTrimmed(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      await writeIndexes?.call(plugin, props);
      await precompressFiles(trimSearchIndexes(props.outDir));
    },
  };
}

// Docusaurus validates (and fills the defaults of) a function plugin's options
// through its `validateOptions` property.
searchLocalTrimmed.validateOptions = validateOptions;
