import { describe, expect, it } from 'vitest';
import { lintTypography, sourceDateProblems } from '@site/tools/content/checkFile';

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

describe('sourceDateProblems (the content check of access dates)', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('names the line of a translator note citing a changing page without a date', () => {
    const page =
      '---\ntitle: 页\n---\n\n正文。\n\n:::translator-note\n见 [文档](https://developer.android.com/x)。\n:::\n';
    expect(sourceDateProblems(page, now)).toEqual([
      {
        line: 7,
        message: expect.stringContaining(
          'citing https://developer.android.com/x has no access date',
        ) as string,
      },
    ]);
    expect(
      sourceDateProblems(
        page.replace(':::translator-note', ':::translator-note{accessed=2026-11-27}'),
        now,
      ),
    ).toEqual([]);
  });

  it('checks the 资料来源 of our own pages only', () => {
    const body =
      '\n见 https://dev.vivo.com.cn 。\n\n## 资料来源 {#sources}\n\n- vivo：https://dev.vivo.com.cn\n';
    expect(sourceDateProblems(`---\ntitle: 页\norigin: ours\n---\n${body}`, now)).toEqual([
      { line: 10, message: 'sources: write each source as "- 标题：网址（访问于 YYYY-MM-DD）"' },
    ]);
    expect(sourceDateProblems(`---\ntitle: 页\n---\n${body}`, now)).toEqual([]);
  });
});
