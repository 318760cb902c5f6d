import { describe, expect, it } from 'vitest';
import {
  combineRuns,
  median,
  summarizeRun,
  type LhrLike,
  type RunSummary,
} from '../../../tools/bench/lighthouse';

function lhr(performance: number, fcp: number, failing: string[] = []): LhrLike {
  const audit = (id: string, numericValue?: number) => ({
    title: `${id} title`,
    score: failing.includes(id) ? 0 : 1,
    numericValue,
  });
  return {
    lighthouseVersion: '12.8.2',
    categories: {
      performance: {
        score: performance,
        auditRefs: [{ id: 'first-contentful-paint', weight: 10 }],
      },
      accessibility: {
        score: failing.includes('color-contrast') ? 0.93 : 1,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'manual-check', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', fcp),
      'largest-contentful-paint': audit('largest-contentful-paint', fcp * 2),
      'total-blocking-time': audit('total-blocking-time', 300),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0.01),
      'speed-index': audit('speed-index', fcp + 100),
      'color-contrast': audit('color-contrast'),
      'manual-check': { title: 'manual', score: 0 },
      'errors-in-console': audit('errors-in-console'),
    },
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('summarizeRun', () => {
  it('reads scores out of 100, the five metrics and weighted audits that failed', () => {
    expect(summarizeRun(lhr(0.78, 907, ['color-contrast']))).toEqual({
      scores: { performance: 78, accessibility: 93, 'best-practices': 100 },
      metrics: { fcp: 907, lcp: 1814, tbt: 300, cls: 0.01, si: 1007 },
      failed: [{ category: 'accessibility', id: 'color-contrast', title: 'color-contrast title' }],
    });
  });

  it('leaves out what the result does not have', () => {
    const summary = summarizeRun({ categories: {}, audits: {} });
    expect(summary.scores.performance).toBeNull();
    expect(summary.metrics.cls).toBeNull();
  });
});

describe('combineRuns', () => {
  it('takes each value’s median and counts the runs an audit failed in', () => {
    const runs: RunSummary[] = [
      summarizeRun(lhr(0.9, 1000, ['color-contrast'])),
      summarizeRun(lhr(0.7, 3000)),
      summarizeRun(lhr(0.8, 2000, ['color-contrast', 'errors-in-console'])),
    ];
    const page = combineRuns('/docs/', runs, ['one failed']);
    expect(page.runs).toBe(3);
    expect(page.errors).toEqual(['one failed']);
    expect(page.scores.performance).toBe(80);
    expect(page.metrics.fcp).toBe(2000);
    expect(page.metrics.lcp).toBe(4000);
    expect(page.failed).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'color-contrast title', runs: 2 },
      {
        category: 'best-practices',
        id: 'errors-in-console',
        title: 'errors-in-console title',
        runs: 1,
      },
    ]);
  });

  it('has no values without successful runs', () => {
    const page = combineRuns('/docs/', [], ['boom']);
    expect(page.scores).toEqual({ performance: null, accessibility: null, 'best-practices': null });
    expect(page.metrics.fcp).toBeNull();
  });
});
