/**
 * @easyops-cn/docusaurus-search-local, with its index files trimmed after it
 * writes them (./trimIndex.ts) to keep each version's index
 * within the download budget.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import searchLocal, { validateOptions } from '@easyops-cn/docusaurus-search-local';
import { trimSearchIndexes } from './trimIndex';

export default function searchLocalTrimmed(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  const writeIndexes = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      await writeIndexes?.call(plugin, props);
      trimSearchIndexes(props.outDir);
    },
  };
}

// Docusaurus validates (and fills the defaults of) a function plugin's options
// through its `validateOptions` property.
searchLocalTrimmed.validateOptions = validateOptions;
