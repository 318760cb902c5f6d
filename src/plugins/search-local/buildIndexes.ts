/**
 * The search plugin's post-build indexing, one docs version at a time on a
 * pool of worker threads (./indexWorker.cjs) instead of all versions in turn
 * on the build's main thread, which also runs the other plugins' postBuild.
 * A version whose pages read the same as in an earlier build takes that
 * build's index from the build cache (src/buildCache). What each version's
 * index holds is the plugin's doing; only where and when it runs is ours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Props } from '@docusaurus/types';
import {
  BUILD_CACHE_DIR,
  cacheKey,
  packageVersion,
  readCacheEntry,
  writeCacheEntry,
} from '../../buildCache';
import { searchIndexFileName } from './indexFileName';

/** A module of the plugin's server code (dist/server/server/utils). */
function pluginUtility<T>(name: string): T {
  const serverDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's internal modules, by a path computed from its installed folder
  return require(path.join(serverDir, 'utils', `${name}.js`)) as T;
}

type PageToIndex = { url: string; filePath: string };
type VersionDocuments = { outDir: string; paths: PageToIndex[] };
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

type IndexJob = { file: string; paths: PageToIndex[] };

/**
 * The search context of a version's pages: the first of `contexts` their
 * addresses start with (under `baseUrl`), '' for the latest version's.
 */
export function contextOfPages(paths: PageToIndex[], baseUrl: string, contexts: string[]): string {
  const uri = paths[0].url.slice(baseUrl.length);
  return contexts.find((context) => uri === context || uri.startsWith(`${context}/`)) ?? '';
}

/**
 * One job per version, largest first, so the pool finishes about together;
 * each version's index at the build's root, named by its search context.
 */
export function indexJobs(
  versions: VersionDocuments[],
  outDir: string,
  baseUrl: string,
  contexts: string[],
): IndexJob[] {
  return versions
    .filter((version) => version.paths.length > 0)
    .sort((a, b) => b.paths.length - a.paths.length)
    .map((version) => ({
      file: path.join(
        outDir,
        searchIndexFileName(contextOfPages(version.paths, baseUrl, contexts)),
      ),
      paths: version.paths,
    }));
}

/** How many worker threads to index with: one per core, at most one per job. */
export function poolSize(jobs: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(jobs, cores));
}

export const SEARCH_INDEX_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'search-index');

/**
 * A page as the index sees it: its HTML without the addresses of hashed
 * assets (scripts, styles, images), which change with any bundle of the
 * build while the page's text stays the same.
 */
export function indexedText(html: string, baseUrl: string): string {
  return html
    .split(`${baseUrl}assets/`)
    .map((part, i) => (i === 0 ? part : part.replace(/^[^"'\s>)]*/, '')))
    .join('');
}

/** What a version's index depends on: the indexer and its options, and each page's address and text. */
export function indexJobKey(job: IndexJob, config: unknown, baseUrl: string): string {
  const pluginVersion = packageVersion('@easyops-cn/docusaurus-search-local');
  return cacheKey(
    pluginVersion,
    JSON.stringify(config),
    fs.readFileSync(path.join(__dirname, 'indexWorker.cjs')),
    fs.readFileSync(path.join(__dirname, 'sectionKeywords.cjs')),
    ...job.paths.flatMap((page) => [
      page.url,
      indexedText(fs.readFileSync(page.filePath, 'utf8'), baseUrl),
    ]),
  );
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
  cacheDir = SEARCH_INDEX_CACHE_DIR,
): Promise<string[]> {
  const written: string[] = [];
  const fromCache: Promise<unknown>[] = [];
  const queue: (IndexJob & { key: string })[] = [];
  const { searchContextByPaths = [] } = config as { searchContextByPaths?: string[] };
  const jobs = indexJobs(
    processDocInfos(buildData, config),
    buildData.outDir,
    buildData.baseUrl,
    searchContextByPaths,
  );
  for (const job of jobs) {
    let key: string;
    try {
      key = indexJobKey(job, config, buildData.baseUrl);
    } catch (error) {
      throw new Error(`search index ${job.file}: ${(error as Error).message}`, { cause: error });
    }
    const cached = readCacheEntry(cacheDir, key);
    if (!cached) {
      queue.push({ ...job, key });
      continue;
    }
    fs.writeFileSync(job.file, cached);
    written.push(job.file);
    fromCache.push(onWritten(job.file));
  }
  const keyOf = new Map(queue.map((job) => [job.file, job.key]));
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'indexWorker.cjs'));
      const pending: Promise<unknown>[] = [];
      const next = () => {
        const job = queue.shift();
        if (job) worker.postMessage({ file: job.file, paths: job.paths, config });
        else void worker.terminate().then(() => Promise.all(pending).then(() => resolve(), reject));
      };
      worker.on('message', (result: { file: string; error?: string }) => {
        if (result.error) {
          void worker.terminate();
          reject(new Error(`search index ${result.file}: ${result.error}`));
          return;
        }
        // Stored as the plugin wrote it, before onWritten trims it.
        writeCacheEntry(cacheDir, keyOf.get(result.file)!, fs.readFileSync(result.file));
        written.push(result.file);
        pending.push(onWritten(result.file));
        next();
      });
      worker.once('error', reject);
      next();
    });
  if (queue.length > 0)
    await Promise.all(Array.from({ length: poolSize(queue.length) }, runWorker));
  await Promise.all(fromCache);
  return written;
}
