import { describe, expect, it } from 'vitest';
import { lintTypography } from '@site/tools/content/checkFile';

describe('lintTypography', () => {
  it('reports missing spaces and half-width punctuation with the line', () => {
    const problems = lintTypography('# 标题\n\n使用Capacitor构建,很好.\n', 'page.md');
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(3);
    expect(problems[0].message).toContain('使用 Capacitor 构建，很好。');
  });

  it('passes well-formed Chinese', () => {
    expect(lintTypography('使用 Capacitor 7 构建，很好。\n', 'page.md')).toEqual([]);
  });
});
