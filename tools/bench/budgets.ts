/** The performance budgets and whether a run meets them. */
import { duration, KIB, kib, mib } from './format';
import { median } from './lighthouse';
import { peakMemory, type BenchResults } from './results';

export const BUDGETS = {
  /** First-load JS+CSS per page, gzip. */
  firstLoadGzip: 220 * KIB,
  /** main.js growth from a latest-version-only build to the full build, gzip. */
  mainJsGrowthGzip: 30 * KIB,
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  /** The full build from nothing (no caches), and with its caches ready. */
  coldBuildWallMs: 80_000,
  buildWallMs: 40_000,
  /** The full build after one page of one version changed, its caches ready. */
  pageEditBuildWallMs: 25_000,
  buildPeakMemory: 2 * 1024 * KIB * KIB,
  /** `npm start` until its first page. */
  devStartMs: 10_000,
  /** Each version's search index, gzip. */
  searchIndexGzip: 500 * KIB,
  /** CI's critical path (tools/bench/ci.ts): a pull request editing one v7 page, main's caches ready; a cold run. */
  ciPullRequestMs: 120_000,
  ciColdMs: 300_000,
};

/**
 * The search indexes of the newest versions are over their budget (the bench
 * reports them not met, with the reason). The end-to-end tests hold every
 * index to this ceiling instead, so that none grows further unnoticed.
 */
export const SEARCH_INDEX_CEILING_GZIP = BUDGETS.searchIndexGzip + 80 * KIB;

export type BudgetRow = {
  item: string;
  measured: string;
  budget: string;
  /** null: not measured in this run. */
  met: boolean | null;
};

const NOT_MEASURED = '未测';

function scoreRows(results: BenchResults): BudgetRow[] {
  const checks = [
    ['performance', '性能', BUDGETS.performance],
    ['accessibility', '无障碍', BUDGETS.accessibility],
    ['best-practices', '最佳实践', BUDGETS.bestPractices],
  ] as const;
  const rows: BudgetRow[] = [];
  for (const [category, name, minimum] of checks) {
    for (const route of results.firstLoad.map((f) => f.route)) {
      const page = results.lighthouse?.pages.find((p) => p.route === route);
      const score = page?.scores[category] ?? null;
      rows.push({
        item: `Lighthouse ${name} ${route}`,
        measured: score === null ? NOT_MEASURED : String(score),
        budget: minimum === 100 ? '= 100' : `≥ ${minimum}`,
        met: score === null ? null : score >= minimum,
      });
    }
  }
  return rows;
}

export function budgetRows(results: BenchResults): BudgetRow[] {
  const rows: BudgetRow[] = results.firstLoad.map((page) => ({
    item: `首屏 JS+CSS（gzip）${page.route}`,
    measured: kib(page.gzip),
    budget: `≤ ${kib(BUDGETS.firstLoadGzip)}`,
    met: page.gzip <= BUDGETS.firstLoadGzip,
  }));

  const heaviest = results.allDocPages.heaviest[0];
  if (heaviest)
    rows.push({
      item: `首屏 JS+CSS（gzip）${results.allDocPages.count} 个文档页中最重的一页`,
      measured: `${kib(heaviest.gzip)}（${heaviest.route}）`,
      budget: `≤ ${kib(BUDGETS.firstLoadGzip)}`,
      met: heaviest.gzip <= BUDGETS.firstLoadGzip,
    });

  const growth = results.v7 ? results.mainJs.gzip - results.v7.mainJs.gzip : undefined;
  rows.push({
    item: 'main.js 增长（gzip，仅最新版本的构建 → 全部版本构建）',
    measured: growth === undefined ? `${NOT_MEASURED}（需 --compare-v7）` : kib(growth),
    budget: `≤ ${kib(BUDGETS.mainJsGrowthGzip)}`,
    met: growth === undefined ? null : growth <= BUDGETS.mainJsGrowthGzip,
  });

  rows.push(...scoreRows(results));

  const builds = [
    ['全部版本，无缓存', results.coldBuild, BUDGETS.coldBuildWallMs],
    ['全部版本，缓存就绪', results.build, BUDGETS.buildWallMs],
    ['改了旧版本的一个页面，缓存就绪', results.pageEdit, BUDGETS.pageEditBuildWallMs],
  ] as const;
  for (const [which, build, wallMs] of builds)
    rows.push(
      {
        item: `构建墙钟时间（${which}）`,
        measured: build ? duration(build.wallMs) : `${NOT_MEASURED}（--skip-build）`,
        budget: `≤ ${duration(wallMs)}`,
        met: build ? build.wallMs <= wallMs : null,
      },
      {
        item: `构建峰值内存（${which}）`,
        measured: build ? mib(peakMemory(build)) : `${NOT_MEASURED}（--skip-build）`,
        budget: `≤ ${mib(BUDGETS.buildPeakMemory)}`,
        met: build ? peakMemory(build) <= BUDGETS.buildPeakMemory : null,
      },
    );

  const starts = [
    ['开发缓存为空', results.devStart?.coldMs],
    ['开发缓存就绪', results.devStart?.warmMs],
  ] as const;
  for (const [which, runs] of starts) {
    const ms = runs ? median(runs) : null;
    rows.push({
      item: `npm start 到第一个页面（默认的最新版本与 next，${which}）`,
      measured:
        runs && ms !== null
          ? `${duration(ms)}（${runs.length} 次的中位数：${runs.map((run) => duration(run)).join('、')}）`
          : `${NOT_MEASURED}（--skip-build）`,
      budget: `≤ ${duration(BUDGETS.devStartMs)}`,
      met: ms === null ? null : ms <= BUDGETS.devStartMs,
    });
  }

  const ciRuns = [
    ['拉取请求改了一个 v7 页面，main 的缓存就绪', results.ci?.pullRequest, BUDGETS.ciPullRequestMs],
    ['从零运行', results.ci?.cold, BUDGETS.ciColdMs],
  ] as const;
  for (const [which, run, budgetMs] of ciRuns) {
    const failed = run?.jobs.filter((job) => !job.ok).map((job) => job.name) ?? [];
    rows.push({
      item: `CI 关键路径（${which}）`,
      measured: run
        ? `${duration(run.criticalPath.ms)}${failed.length ? `（失败的作业：${failed.join('、')}）` : ''}`
        : `${NOT_MEASURED}（需 --ci）`,
      budget: `≤ ${duration(budgetMs)}`,
      met: run ? failed.length === 0 && run.criticalPath.ms <= budgetMs : null,
    });
  }

  for (const index of results.searchIndexes)
    rows.push({
      item: `搜索索引（gzip）${index.version}`,
      measured: kib(index.gzip),
      budget: `≤ ${kib(BUDGETS.searchIndexGzip)}`,
      met: index.gzip <= BUDGETS.searchIndexGzip,
    });
  return rows;
}

export function verdict(met: boolean | null): string {
  return met === null ? '—' : met ? '✅ 达标' : '❌ 未达标';
}
