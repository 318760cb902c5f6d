import { describe, expect, it } from 'vitest';
import { lighthouseSection, phaseTable, renderReport } from '../../../tools/bench/report';
import { benchResults, buildResult } from '../helpers/benchResults';

describe('renderReport', () => {
  const report = renderReport(benchResults());

  it('opens with the budgets and a count of met and missed ones', () => {
    expect(report.startsWith('# 性能基准报告\n')).toBe(true);
    const budgets = report.indexOf('## 预算');
    expect(budgets).toBeGreaterThan(0);
    expect(budgets).toBeLessThan(report.indexOf('## 构建'));
    expect(report).toMatch(/\d+ 项达标，\d+ 项未达标，0 项未测。/);
    expect(report).toContain('| 首屏 JS+CSS（gzip）/docs/ | 238.0 KiB | ≤ 220.0 KiB | ❌ 未达标 |');
  });

  it('has the build, first-load, main.js, search index and Lighthouse tables', () => {
    expect(report).toContain(
      '| 全部版本（无缓存） | `/tmp/bench-build` | 150.0 s | 1,600 MiB | 1,500 MiB | 1,600 MiB |',
    );
    expect(report).toContain(
      '| 全部版本（缓存就绪） | `/tmp/bench-build` | 38.0 s | 2,100 MiB | 2,100 MiB | 1,900 MiB |',
    );
    expect(report).toContain('| /docs/ | 2（2 + 0） | 990.0 KiB | 238.0 KiB |');
    expect(report).toContain('| /docs/ | `assets/css/styles.css` | 90.0 KiB | 18.0 KiB |');
    expect(report).toContain('### 全部 922 个文档页中最重的 2 页');
    expect(report).toContain(
      '| /docs/apis/google-maps | 2 | 790.0 KiB | 225.0 KiB | `assets/js/815.js`（75.0 KiB） |',
    );
    expect(report).toContain('| 增长 |  | 300.0 KiB | 40.0 KiB |');
    expect(report).toContain('| v7 | `search-index.json` | 2,200.0 KiB | 510.0 KiB |');
    expect(report).toContain(
      '| /docs/ | 92 | 100 | 100 | 1.2 s | 2.5 s | 150 ms | 0.002 | 1.8 s | 3/3 |',
    );
    expect(report).toContain(
      '| /docs/apis/camera | 无障碍 | `color-contrast`：Low contrast | 2/2 |',
    );
    expect(report).toContain('- /docs/apis/camera：PROTOCOL_TIMEOUT: slow');
  });

  it('says what it did not measure', () => {
    const partial = renderReport(
      benchResults({
        coldBuild: undefined,
        build: undefined,
        pageEdit: undefined,
        v7: undefined,
        lighthouse: undefined,
      }),
    );
    expect(partial).toContain('未构建（--skip-build）');
    expect(partial).toContain('未运行（--skip-lighthouse）。');
    expect(partial).not.toContain('| 增长 |');
  });
});

describe('phaseTable', () => {
  it('lines up the phases of several builds, in the order first seen', () => {
    const table = phaseTable([
      buildResult(),
      buildResult({
        label: '仅 v7',
        phases: [
          { label: 'SSG', ms: 800 },
          { label: 'Load site', ms: 1500 },
        ],
      }),
    ]);
    expect(table.split('\n')).toEqual([
      '| 阶段 | 全部版本 | 仅 v7 |',
      '| --- | --- | --- |',
      '| Load site | 4.0 s | 1.5 s |',
      '| Bundling with rspack | 90.0 s | — |',
      '| 总计 | 148.0 s | — |',
      '| SSG | — | 800 ms |',
    ]);
  });
});

describe('lighthouseSection', () => {
  it('says “none” when every audit passed', () => {
    const results = benchResults();
    const lighthouse = { ...results.lighthouse!, pages: [results.lighthouse!.pages[0]] };
    expect(lighthouseSection(lighthouse).join('\n')).toContain(
      '### 未通过的审计（无障碍、最佳实践）\n\n无。',
    );
  });
});
