/**
 * `npm run bench`'s report as the maintainer reads it, from a made-up run:
 * the budgets with their verdicts and the reasons for the unmet ones, the
 * build, first-load, search index and Lighthouse tables, and what a partial
 * run leaves unmeasured; and the measurements read from the tools' own
 * output (Docusaurus's phase timings, GNU time, ps, Lighthouse's results).
 */
import { describe, expect, it } from 'vitest';
import { budgetRows } from '@site/tools/bench/budgets';
import { parseGnuTimeMaxRss, parsePerfLog, topPhases, treeRss } from '@site/tools/bench/build';
import { combineRuns, summarizeRun, type LhrLike } from '@site/tools/bench/lighthouse';
import { renderReport } from '@site/tools/bench/report';
import { UNMET_REASONS } from '@site/tools/bench/unmetBudgets';
import { benchResults } from '../helpers/benchResults';

describe('the benchmark report', () => {
  const report = renderReport(benchResults());

  it('opens with the budgets, each with its verdict, and why the unmet ones are not met', () => {
    expect(report.startsWith('# 性能基准报告\n')).toBe(true);
    expect(report).toMatch(/\d+ 项达标，\d+ 项未达标，0 项未测。/);
    for (const row of [
      '| 首屏 JS+CSS（gzip）/docs/ | 238.0 KiB | ≤ 220.0 KiB | ❌ 未达标 |',
      '| 首屏 JS+CSS（gzip）922 个文档页中最重的一页 | 225.0 KiB（/docs/apis/google-maps） | ≤ 220.0 KiB | ❌ 未达标 |',
      '| main.js 增长（gzip，仅最新版本的构建 → 全部版本构建） | 40.0 KiB | ≤ 30.0 KiB | ❌ 未达标 |',
      '| Lighthouse 性能 /docs/apis/camera | 78 | ≥ 90 | ❌ 未达标 |',
      '| 构建墙钟时间（全部版本，缓存就绪） | 38.0 s | ≤ 40.0 s | ✅ 达标 |',
      '| 构建峰值内存（全部版本，缓存就绪） | 2,100 MiB | ≤ 2,048 MiB | ❌ 未达标 |',
      '| npm start 到第一个页面（默认的最新版本与 next，开发缓存为空） | 32.0 s（3 次的中位数：31.0 s、32.0 s、40.0 s） | ≤ 10.0 s | ❌ 未达标 |',
      '| 搜索索引（gzip）v7 | 510.0 KiB | ≤ 500.0 KiB | ❌ 未达标 |',
    ])
      expect(report).toContain(row);
    expect(report.indexOf('### 未达标的原因')).toBeLessThan(report.indexOf('## 构建'));
    expect(report).toContain('**从零构建的时间**（1 项）：');
    expect(report).not.toContain('**缓存就绪后的构建时间**');
  });

  it('has a reason for budget rows that exist', () => {
    const items = budgetRows(benchResults()).map((row) => row.item);
    for (const reason of UNMET_REASONS)
      expect(
        items.some((item) => reason.rows.test(item)),
        reason.title,
      ).toBe(true);
  });

  it('has the build, phase, first-load, search index and Lighthouse tables', () => {
    for (const line of [
      '| 全部版本（无缓存） | `/tmp/bench-build` | 150.0 s | 1,600 MiB | 1,500 MiB | 1,600 MiB |',
      '| Bundling with rspack | 90.0 s | 90.0 s | 90.0 s | 90.0 s |',
      '| /docs/ | 2（2 + 0） | 990.0 KiB | 238.0 KiB |',
      '| /docs/apis/google-maps | 2 | 790.0 KiB | 225.0 KiB | `assets/js/815.js`（75.0 KiB） |',
      '| 增长 |  | 300.0 KiB | 40.0 KiB |',
      '| v7 | `search-index.json` | 2,200.0 KiB | 510.0 KiB |',
      '| /docs/ | 92 | 100 | 100 | 1.2 s | 2.5 s | 150 ms | 0.002 | 1.8 s | 3/3 |',
      '| /docs/apis/camera | 无障碍 | `color-contrast`：Low contrast | 2/2 |',
      '- /docs/apis/camera：PROTOCOL_TIMEOUT: slow',
    ])
      expect(report).toContain(line);
  });

  it('says what a run with --skip-build and --skip-lighthouse did not measure', () => {
    const partial = renderReport(
      benchResults({
        coldBuild: undefined,
        build: undefined,
        pageEdit: undefined,
        devStart: undefined,
        v7: undefined,
        lighthouse: undefined,
      }),
    );
    expect(partial).toContain('未构建（--skip-build）');
    expect(partial).toContain('未运行（--skip-lighthouse）。');
    expect(partial).toContain('| 构建墙钟时间（全部版本，无缓存） | 未测（--skip-build） |');
    expect(partial).toContain('| Lighthouse 性能 /docs/ | 未测 | ≥ 90 | — |');
    expect(partial).not.toContain('| 增长 |');
  });
});

describe('what the benchmark reads from the tools it runs', () => {
  it('adds up the phases both of a build’s Docusaurus runs print, without colours', () => {
    const log = [
      '\x1b[33m[PERF]\x1b[39m Build > zh-Hans > Load site - \x1b[33m1.05 seconds!\x1b[39m - (Heap 58mb -> 94mb / Total 126mb)',
      '[PERF] Build > zh-Hans > Bundling with rspack - 32.57 seconds! - (Heap 99mb -> 222mb / Total 433mb)',
      '[PERF] Build > zh-Hans > SSG > Thread pool > Result for task 1 - (Heap 326mb / Total 360mb)',
      '[PERF] Build > zh-Hans > Load site - 1.04 seconds! - (Heap 59mb -> 107mb / Total 129mb)',
      '[PERF][KO] Build > zh-Hans > postBuild() - 420 ms - (Heap 328mb -> 107mb / Total 179mb)',
      '[PERF] Build > zh-Hans - 14.2 seconds! - (Heap 59mb -> 92mb / Total 129mb)',
    ].join('\n');
    expect(topPhases(parsePerfLog(log))).toEqual([
      { label: 'Load site', ms: 2090 },
      { label: 'Bundling with rspack', ms: 32570 },
      { label: 'postBuild()', ms: 420 },
      { label: '总计', ms: 2090 + 32570 + 420 },
    ]);
  });

  it('reads the peak memory of GNU time and of the build’s process tree', () => {
    expect(parseGnuTimeMaxRss('\tMaximum resident set size (kbytes): 1088792\n')).toBe(
      1088792 * 1024,
    );
    expect(parseGnuTimeMaxRss('Command terminated by signal 9')).toBeUndefined();
    const ps =
      '    1     0   100\n   10     1  1000\n   11    10  2000\n   20     1  5000\ngarbage';
    expect(treeRss(ps, 10)).toBe(3000 * 1024);
  });

  it('takes the median of each Lighthouse value and counts the runs an audit failed in', () => {
    const lhr = (performance: number, fcp: number, contrast: boolean): LhrLike => ({
      categories: {
        performance: { score: performance, auditRefs: [] },
        accessibility: { score: contrast ? 1 : 0.93, auditRefs: [{ id: 'contrast', weight: 7 }] },
      },
      audits: {
        'first-contentful-paint': { title: 'FCP', score: 1, numericValue: fcp },
        contrast: { title: 'Contrast', score: contrast ? 1 : 0 },
      },
    });
    const page = combineRuns(
      '/docs/',
      [lhr(0.9, 1000, false), lhr(0.7, 3000, true), lhr(0.8, 2000, false)].map(summarizeRun),
    );
    expect(page.scores).toEqual({ performance: 80, accessibility: 93, 'best-practices': null });
    expect(page.metrics).toMatchObject({ fcp: 2000, lcp: null });
    expect(page.failed).toEqual([
      { category: 'accessibility', id: 'contrast', title: 'Contrast', runs: 2 },
    ]);
  });
});
