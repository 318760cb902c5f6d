/**
 * The search plugin's post-build indexing, on a worker thread
 * (./indexWorker.cjs) while the build's other postBuild steps run. A build
 * holds one docs version (ARCHITECTURE.md); an index whose pages read as in
 * an earlier build comes from the build cache (src/buildCache).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Props } from '@docusaurus/types';
import * as buildCache from '../../buildCache';
import { withoutAssetAddresses } from '../../lib/html';

/** A module of the plugin's server code (dist/server/server/utils). */
function pluginUtility<T>(name: string): T {
  const serverDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's internal modules, by a path computed from its installed folder
  return require(path.join(serverDir, 'utils', `${name}.js`)) as T;
}

type PageToIndex = { url: string; filePath: string };
type VersionDocuments = { outDir: string; paths: PageToIndex[] };
type IndexJob = { file: string; paths: PageToIndex[] };
const { processDocInfos } = pluginUtility<{
  processDocInfos: (buildData: Props, config: unknown) => VersionDocuments[];
}>('processDocInfos');

/** The plugin's options as its indexer reads them (plain data, so a worker can take them). */
export function indexingConfig(options: unknown, context: LoadContext): unknown {
  const { processPluginOptions } = pluginUtility<{
    processPluginOptions: (options: unknown, context: LoadContext) => unknown;
  }>('processPluginOptions');
  return processPluginOptions(options, context);
}

/**
 * Each version's index at the build's root, named as the plugin's worker
 * loads it with `hashed: false` (src/data/localSearch.ts): by the first of
 * `contexts` its pages are under, none for the latest version.
 */
export function indexJobs(
  versions: VersionDocuments[],
  outDir: string,
  baseUrl: string,
  contexts: string[],
): IndexJob[] {
  return versions
    .filter(({ paths }) => paths.length > 0)
    .map(({ paths }) => {
      const uri = paths[0].url.slice(baseUrl.length);
      const context = contexts.find((c) => uri === c || uri.startsWith(`${c}/`)) ?? '';
      const name = `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
      return { file: path.join(outDir, name), paths };
    });
}

export const SEARCH_INDEX_CACHE_DIR = path.join(buildCache.BUILD_CACHE_DIR, 'search-index');

/** What an index depends on: the indexer, its options, and each page's address and text. */
function indexJobKey(job: IndexJob, config: unknown, baseUrl: string): string {
  return buildCache.cacheKey(
    buildCache.packageVersion('@easyops-cn/docusaurus-search-local'),
    JSON.stringify(config),
    ...['indexWorker.cjs', 'sectionKeywords.ts', '../../lib/html.ts'].map((code) =>
      fs.readFileSync(path.join(__dirname, code)),
    ),
    ...job.paths.flatMap((page) => [
      page.url,
      // As the index sees it: hashed asset addresses change with any bundle.
      withoutAssetAddresses(fs.readFileSync(page.filePath, 'utf8'), `${baseUrl}assets/`),
    ]),
  );
}

/** One worker per index: the plugin's scanner numbers documents from a module-level counter. */
function indexOnWorker(job: IndexJob, config: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'indexWorker.cjs'), {
      workerData: { ...job, config },
    });
    worker.once('message', ({ error }: { error?: string }) =>
      error ? reject(new Error(`search index ${job.file}: ${error}`)) : resolve(),
    );
    worker.once('error', reject);
  });
}

/** Writes the build's search index, then runs `onWritten` on it; a failure names the file. */
export async function buildSearchIndexes(
  buildData: Props,
  config: unknown,
  onWritten: (file: string) => Promise<unknown> = async () => {},
  cacheDir = SEARCH_INDEX_CACHE_DIR,
): Promise<string[]> {
  const { searchContextByPaths = [] } = config as { searchContextByPaths?: string[] };
  const versions = processDocInfos(buildData, config);
  const jobs = indexJobs(versions, buildData.outDir, buildData.baseUrl, searchContextByPaths);
  for (const job of jobs) {
    let key: string;
    try {
      key = indexJobKey(job, config, buildData.baseUrl);
    } catch (error) {
      throw new Error(`search index ${job.file}: ${(error as Error).message}`, { cause: error });
    }
    // Stored as the plugin wrote it, before onWritten trims it.
    const index = await buildCache.cached(cacheDir, key, async () => {
      await indexOnWorker(job, config);
      return fs.readFileSync(job.file);
    });
    fs.writeFileSync(job.file, index);
    await onWritten(job.file);
  }
  return jobs.map((job) => job.file);
}
