/** A benchmark run's results, for the report and budget tests. */
import type { BuildResult } from '../../../tools/bench/build';
import type { FirstLoad } from '../../../tools/bench/firstLoad';
import type { PageSummary } from '../../../tools/bench/lighthouse';
import { criticalPath, type CiJobResult, type CiScenarioResult } from '../../../tools/bench/ci';
import type { BenchResults } from '../../../tools/bench/results';
import type { FileSize } from '../../../tools/bench/sizes';

const KIB = 1024;

export function buildResult(overrides: Partial<BuildResult> = {}): BuildResult {
  return {
    label: '全部版本',
    outDir: '/tmp/bench-build',
    wallMs: 150_000,
    maxRss: 1500 * KIB * KIB,
    treePeakRss: 1600 * KIB * KIB,
    phases: [
      { label: 'Load site', ms: 4000 },
      { label: 'Bundling with rspack', ms: 90_000 },
      { label: '总计', ms: 148_000 },
    ],
    logFile: '/tmp/bench-build.log',
    ...overrides,
  };
}

export function pageSummary(route: string, overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    route,
    runs: 3,
    errors: [],
    scores: { performance: 92, accessibility: 100, 'best-practices': 100 },
    metrics: { fcp: 1200, lcp: 2500, tbt: 150, cls: 0.002, si: 1800 },
    failed: [],
    ...overrides,
  };
}

/** A file's sizes, given in KiB. */
function size(file: string, rawKib: number, gzipKib: number): FileSize {
  return { file, raw: rawKib * KIB, gzip: gzipKib * KIB };
}

/** A page's first load: its files, all listed in its HTML, and their totals. */
export function pageLoad(route: string, files: FileSize[]): FirstLoad {
  const total = (key: 'raw' | 'gzip') => files.reduce((sum, file) => sum + file[key], 0);
  return { route, files, fromHtml: files.length, raw: total('raw'), gzip: total('gzip') };
}

export function benchResults(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2025-11-23 16:00 UTC',
    machine: 'Node.js v20, 2 核',
    buildDir: '/tmp/bench-build',
    coldBuild: buildResult({ label: '全部版本（无缓存）', wallMs: 150_000 }),
    build: buildResult({
      label: '全部版本（缓存就绪）',
      wallMs: 38_000,
      maxRss: 2100 * KIB * KIB,
      treePeakRss: 1900 * KIB * KIB,
    }),
    pageEdit: {
      ...buildResult({ label: '改了 /docs/v7/apis/camera 之后', wallMs: 21_000 }),
      page: '/docs/v7/apis/camera',
    },
    devStart: { coldMs: [31_000, 32_000, 40_000], warmMs: [9_500, 9_000, 12_000] },
    mainJs: { file: 'assets/js/main.1.js', raw: 900 * KIB, gzip: 220 * KIB },
    v7: {
      buildDir: '/tmp/bench-build-v7',
      build: buildResult({ label: '仅 v7', outDir: '/tmp/bench-build-v7', wallMs: 39_000 }),
      mainJs: { file: 'assets/js/main.2.js', raw: 600 * KIB, gzip: 180 * KIB },
    },
    firstLoad: [
      pageLoad('/docs/', [
        size('assets/js/main.1.js', 900, 220),
        size('assets/css/styles.css', 90, 18),
      ]),
      pageLoad('/docs/apis/camera', [size('assets/js/main.1.js', 200, 200)]),
    ],
    allDocPages: {
      count: 922,
      heaviest: [
        pageLoad('/docs/apis/google-maps', [
          size('assets/js/main.1.js', 600, 150),
          size('assets/js/815.js', 190, 75),
        ]),
        pageLoad('/docs/apis/camera', [
          size('assets/js/main.1.js', 600, 150),
          size('assets/js/824.js', 90, 60),
        ]),
      ],
    },
    searchIndexes: [
      { file: 'next/search-index.json', version: 'v8', raw: 2000 * KIB, gzip: 480 * KIB },
      { file: 'search-index.json', version: 'v7', raw: 2200 * KIB, gzip: 510 * KIB },
    ],
    lighthouse: {
      lighthouseVersion: '12.8.2',
      userAgent: 'HeadlessChrome/142',
      runsPerPage: 3,
      pages: [
        pageSummary('/docs/'),
        pageSummary('/docs/apis/camera', {
          scores: { performance: 78, accessibility: 93, 'best-practices': 100 },
          failed: [
            {
              category: 'accessibility',
              id: 'color-contrast',
              title: 'Low contrast',
              runs: 2,
            },
          ],
          errors: ['PROTOCOL_TIMEOUT: slow'],
          runs: 2,
        }),
      ],
    },
    ci: {
      pullRequest: ciScenario(
        '拉取请求改了 versioned_docs/version-v7/apis/camera.md',
        ['v7'],
        95_000,
      ),
      cold: ciScenario('从零运行', ['current', 'v8', 'v7'], 280_000),
      npmTest: { ms: 790_000, ok: true },
    },
    ...overrides,
  };
}

/** A CI scenario of the benchmark whose critical path is `ms` (plan, build, merge, one end-to-end job). */
export function ciScenario(label: string, versions: string[], ms: number): CiScenarioResult {
  const jobs: CiJobResult[] = [
    { stage: 'plan', name: 'plan', ms: 2_000, ok: true },
    ...versions.map((v) => ({ stage: 'build' as const, name: `build ${v}`, ms: ms / 2, ok: true })),
    { stage: 'merge', name: 'merge', ms: ms / 4 - 2_000, ok: true },
    { stage: 'e2e', name: 'e2e pages 1/1', ms: ms / 4, ok: true },
  ];
  return {
    label,
    plan: { versions, pages: ['/docs/v7/apis/camera'], full: versions.length > 1, reason: '' },
    jobs,
    criticalPath: criticalPath(jobs),
  };
}
