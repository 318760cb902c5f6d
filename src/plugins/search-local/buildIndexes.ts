/**
 * The search plugin's post-build indexing, one docs version at a time on a
 * pool of worker threads (./indexWorker.cjs) instead of all versions in turn
 * on the build's main thread, which also runs the other plugins' postBuild.
 * What each version's index holds is the plugin's doing; only where and when
 * it runs is ours.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Props } from '@docusaurus/types';

/** Each version's index file, in that version's output folder (the plugin's `hashed: false` name). */
export const SEARCH_INDEX_FILE_NAME = 'search-index.json';

/** A module of the plugin's server code (dist/server/server/utils). */
function pluginUtility<T>(name: string): T {
  const serverDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local'));
  return require(path.join(serverDir, 'utils', `${name}.js`)) as T;
}

type VersionDocuments = { outDir: string; paths: unknown[] };
const { processDocInfos } = pluginUtility<{
  processDocInfos: (buildData: Props, config: unknown) => VersionDocuments[];
}>('processDocInfos');

/** The plugin's options as its indexer reads them (plain data, so workers can take them). */
export function indexingConfig(options: unknown, context: LoadContext): unknown {
  const { processPluginOptions } = pluginUtility<{
    processPluginOptions: (options: unknown, context: LoadContext) => unknown;
  }>('processPluginOptions');
  return processPluginOptions(options, context);
}

/** One job per version, largest first, so the pool finishes about together. */
export function indexJobs(versions: VersionDocuments[]): { file: string; paths: unknown[] }[] {
  return versions
    .filter((version) => version.paths.length > 0)
    .sort((a, b) => b.paths.length - a.paths.length)
    .map((version) => ({
      file: path.join(version.outDir, SEARCH_INDEX_FILE_NAME),
      paths: version.paths,
    }));
}

/** How many worker threads to index with: one per core, at most one per job. */
export function poolSize(jobs: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(jobs, cores));
}

/**
 * Writes every built version's search index; resolves with the files written.
 * `onWritten` runs as each file is written (while the others are still
 * being built). A failed version rejects, naming its file.
 */
export async function buildSearchIndexes(
  buildData: Props,
  config: unknown,
  onWritten: (file: string) => Promise<unknown> = async () => {},
): Promise<string[]> {
  const queue = indexJobs(processDocInfos(buildData, config));
  const written: string[] = [];
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'indexWorker.cjs'));
      const pending: Promise<unknown>[] = [];
      const next = () => {
        const job = queue.shift();
        if (job) worker.postMessage({ ...job, config });
        else void worker.terminate().then(() => Promise.all(pending).then(() => resolve(), reject));
      };
      worker.on('message', (result: { file: string; error?: string }) => {
        if (result.error) {
          void worker.terminate();
          reject(new Error(`search index ${result.file}: ${result.error}`));
          return;
        }
        written.push(result.file);
        pending.push(onWritten(result.file));
        next();
      });
      worker.once('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: poolSize(queue.length) }, runWorker));
  return written;
}
