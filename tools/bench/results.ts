/** Everything one benchmark run measures. */
import type { BuildResult } from './build';
import type { CiBenchResults } from './ci';
import type { FirstLoad } from './firstLoad';
import type { LighthouseResults } from './lighthouse';
import type { SearchIndexSize } from './searchIndex';
import type { FileSize } from './sizes';

export type BenchResults = {
  /** ISO date and time of the run. */
  date: string;
  /** Where it ran: Node.js version, CPU count and model, memory. */
  machine: string;
  /** The full build measured. */
  buildDir: string;
  /** The full build with the build caches empty (rspack's, compression, Markdown copies); undefined with --skip-build. */
  coldBuild?: BuildResult;
  /** The full build again, right after, caches ready and nothing changed; undefined with --skip-build. */
  build?: BuildResult;
  /** The full build once more after one page of an older version changed (caches ready); undefined with --skip-build. */
  pageEdit?: BuildResult & { page: string };
  /** `npm start` until its first page, ms, each run: with the dev caches empty, then ready; undefined with --skip-build. */
  devStart?: { coldMs: number[]; warmMs: number[] };
  /** With --compare-v7: the latest version alone. */
  v7?: { buildDir: string; build?: BuildResult; mainJs: FileSize };
  mainJs: FileSize;
  firstLoad: FirstLoad[];
  /** Every doc page's first load from its HTML: how many pages, and the heaviest few. */
  allDocPages: { count: number; heaviest: FirstLoad[] };
  searchIndexes: SearchIndexSize[];
  /** Undefined with --skip-lighthouse. */
  lighthouse?: LighthouseResults;
  /** With --ci: the CI plan's jobs run one after another (tools/bench/ci.ts), and npm test. */
  ci?: CiBenchResults;
};

/** A build's peak memory: the larger of GNU time's single-process peak and the sampled tree total. */
export function peakMemory(build: BuildResult): number {
  return Math.max(build.maxRss ?? 0, build.treePeakRss);
}
