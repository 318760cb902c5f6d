import { describe, expect, it } from 'vitest';
import { budgetRows, verdict } from '../../../tools/bench/budgets';
import { benchResults } from '../helpers/benchResults';

const row = (rows: ReturnType<typeof budgetRows>, item: string) => {
  const found = rows.find((r) => r.item === item);
  if (!found) throw new Error(`no row ${item}`);
  return found;
};

describe('budgetRows', () => {
  it('checks first-load size per page against 220 KiB gzip', () => {
    const rows = budgetRows(benchResults());
    expect(row(rows, '首屏 JS+CSS（gzip）/docs/')).toEqual({
      item: '首屏 JS+CSS（gzip）/docs/',
      measured: '238.0 KiB',
      budget: '≤ 220.0 KiB',
      met: false,
    });
    expect(row(rows, '首屏 JS+CSS（gzip）/docs/apis/camera').met).toBe(true);
  });

  it('checks the heaviest of all doc pages, naming it', () => {
    const heaviest = '首屏 JS+CSS（gzip）922 个文档页中最重的一页';
    expect(row(budgetRows(benchResults()), heaviest)).toEqual({
      item: heaviest,
      measured: '225.0 KiB（/docs/apis/google-maps）',
      budget: '≤ 220.0 KiB',
      met: false,
    });
    const light = benchResults();
    light.allDocPages.heaviest = light.allDocPages.heaviest.slice(1);
    expect(row(budgetRows(light), heaviest)).toMatchObject({
      measured: '210.0 KiB（/docs/apis/camera）',
      met: true,
    });
  });

  it('checks main.js growth only when the latest version was built alone', () => {
    const growth = 'main.js 增长（gzip，仅最新版本的构建 → 全部版本构建）';
    expect(row(budgetRows(benchResults()), growth)).toMatchObject({
      measured: '40.0 KiB',
      met: false,
    });
    expect(row(budgetRows(benchResults({ v7: undefined })), growth)).toMatchObject({
      measured: '未测（需 --compare-v7）',
      met: null,
    });
  });

  it('checks each page’s Lighthouse scores', () => {
    const rows = budgetRows(benchResults());
    expect(row(rows, 'Lighthouse 性能 /docs/')).toMatchObject({ measured: '92', met: true });
    expect(row(rows, 'Lighthouse 性能 /docs/apis/camera')).toMatchObject({
      budget: '≥ 90',
      met: false,
    });
    expect(row(rows, 'Lighthouse 无障碍 /docs/apis/camera')).toMatchObject({
      budget: '= 100',
      met: false,
    });
    expect(row(rows, 'Lighthouse 最佳实践 /docs/')).toMatchObject({ met: true });
    const skipped = budgetRows(benchResults({ lighthouse: undefined }));
    expect(row(skipped, 'Lighthouse 性能 /docs/')).toMatchObject({ measured: '未测', met: null });
  });

  it('checks the time and the larger memory peak of the build without and with caches', () => {
    const rows = budgetRows(benchResults());
    expect(row(rows, '构建墙钟时间（全部版本，无缓存）')).toMatchObject({
      measured: '150.0 s',
      budget: '≤ 80.0 s',
      met: false,
    });
    expect(row(rows, '构建峰值内存（全部版本，无缓存）')).toMatchObject({
      measured: '1,600 MiB',
      budget: '≤ 2,048 MiB',
      met: true,
    });
    expect(row(rows, '构建墙钟时间（全部版本，缓存就绪）')).toMatchObject({
      measured: '38.0 s',
      met: true,
    });
    expect(row(rows, '构建峰值内存（全部版本，缓存就绪）')).toMatchObject({
      measured: '2,100 MiB',
      met: false,
    });
    expect(row(rows, '构建墙钟时间（改了旧版本的一个页面，缓存就绪）')).toMatchObject({
      measured: '21.0 s',
      budget: '≤ 25.0 s',
      met: true,
    });
    const reused = budgetRows(
      benchResults({ coldBuild: undefined, build: undefined, pageEdit: undefined }),
    );
    expect(row(reused, '构建墙钟时间（改了旧版本的一个页面，缓存就绪）').met).toBeNull();
    expect(row(reused, '构建墙钟时间（全部版本，无缓存）').met).toBeNull();
    expect(row(reused, '构建峰值内存（全部版本，缓存就绪）').met).toBeNull();
  });

  it('checks how soon npm start serves its first page (median of its runs), without and with dev caches', () => {
    const rows = budgetRows(benchResults());
    expect(
      row(rows, 'npm start 到第一个页面（默认的最新版本与 next，开发缓存为空）'),
    ).toMatchObject({
      measured: '32.0 s（3 次的中位数：31.0 s、32.0 s、40.0 s）',
      budget: '≤ 10.0 s',
      met: false,
    });
    expect(
      row(rows, 'npm start 到第一个页面（默认的最新版本与 next，开发缓存就绪）'),
    ).toMatchObject({
      measured: '9.5 s（3 次的中位数：9.5 s、9.0 s、12.0 s）',
      met: true,
    });
    const reused = budgetRows(benchResults({ devStart: undefined }));
    expect(
      row(reused, 'npm start 到第一个页面（默认的最新版本与 next，开发缓存就绪）').met,
    ).toBeNull();
  });

  it('checks each version’s search index against 500 KiB gzip', () => {
    const rows = budgetRows(benchResults());
    expect(row(rows, '搜索索引（gzip）v8').met).toBe(true);
    expect(row(rows, '搜索索引（gzip）v7').met).toBe(false);
  });
});

describe('verdict', () => {
  it('writes met, not met or not measured', () => {
    expect([verdict(true), verdict(false), verdict(null)]).toEqual(['✅ 达标', '❌ 未达标', '—']);
  });
});
