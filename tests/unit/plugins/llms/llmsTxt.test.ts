import { describe, expect, it } from 'vitest';
import { OTHER_PAGES, llmsTxt, sectionsOf, type LlmsPage } from '@site/src/plugins/llms/llmsTxt';
import { llmsTxtPathOf, markdownPathOf } from '@site/src/browser/markdownUrls';

const page = (id: string): LlmsPage => ({
  id,
  title: `页面 ${id}`,
  url: `https://capacitorjs.com/docs/${id}`,
  description: `${id} 的说明`,
});

describe('sectionsOf', () => {
  const pages = ['a', 'b', 'c', 'd', 'e', 'f'].map(page);

  it('makes one section per top-level category, in sidebar order, each page once', () => {
    const sections = sectionsOf(
      {
        docs: [
          {
            type: 'category',
            label: '快速上手',
            link: { type: 'doc', id: 'b' },
            items: [
              { type: 'doc', id: 'a' },
              { type: 'category', label: '深入', items: [{ type: 'doc', id: 'c' }] },
              { type: 'link', label: '外部', id: undefined },
            ],
          },
          { type: 'doc', id: 'e' },
        ],
        api: [
          {
            type: 'category',
            label: '插件',
            items: [
              { type: 'doc', id: 'a' },
              { type: 'ref', id: 'd' },
            ],
          },
        ],
      },
      pages,
    );
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['快速上手', ['b', 'a', 'c']],
      ['插件', ['d']],
      [OTHER_PAGES, ['e', 'f']],
    ]);
  });

  it('drops empty categories and merges categories of the same name', () => {
    const sections = sectionsOf(
      {
        one: [{ type: 'category', label: '参考', items: [{ type: 'doc', id: 'a' }] }],
        two: [
          { type: 'category', label: '参考', items: [{ type: 'doc', id: 'b' }] },
          { type: 'category', label: '空', items: [{ type: 'doc', id: 'missing' }] },
        ],
      },
      [page('a'), page('b')],
    );
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['参考', ['a', 'b']],
    ]);
  });
});

describe('llmsTxt (the llmstxt.org format)', () => {
  const text = llmsTxt({
    title: 'Capacitor 中文文档（v7）',
    summary: '一句\n话的摘要。',
    details: ['细节段落。'],
    sections: [
      { title: '快速上手', pages: [page('a'), { ...page('b'), title: '带 [方括号] 的标题' }] },
      { title: '插件', pages: [{ ...page('c'), description: '' }] },
    ],
    extra: [{ title: '其他版本', lines: ['- [v8](https://capacitorjs.com/docs/next/llms.txt)'] }],
  });

  it('is an H1, a blockquote summary, details, then H2 sections of "- [title](url): description"', () => {
    expect(text).toBe(
      [
        '# Capacitor 中文文档（v7）',
        '',
        '> 一句 话的摘要。',
        '',
        '细节段落。',
        '',
        '## 快速上手',
        '',
        '- [页面 a](https://capacitorjs.com/docs/a): a 的说明',
        '- [带 \\[方括号\\] 的标题](https://capacitorjs.com/docs/b): b 的说明',
        '',
        '## 插件',
        '',
        '- [页面 c](https://capacitorjs.com/docs/c)',
        '',
        '## 其他版本',
        '',
        '- [v8](https://capacitorjs.com/docs/next/llms.txt)',
        '',
      ].join('\n'),
    );
  });

  it('has exactly one H1, and only list items in its sections', () => {
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    const sectionLines = lines.slice(lines.findIndex((l) => l.startsWith('## ')));
    for (const line of sectionLines.filter((l) => l && !l.startsWith('## '))) {
      expect(line).toMatch(/^- \[[^\]]*(?:\\\][^\]]*)*\]\(https:\/\/[^)]+\)(?:: .+)?$/);
    }
  });
});

describe('URLs of the files', () => {
  it.each([
    ['/docs/apis/camera', '/docs/apis/camera.md'],
    ['/docs/next/cli', '/docs/next/cli.md'],
    ['/docs/', '/docs/index.html.md'],
    ['/docs/v6/', '/docs/v6/index.html.md'],
  ])('the Markdown copy of %s is %s', (permalink, expected) => {
    expect(markdownPathOf(permalink)).toBe(expected);
  });

  it.each([
    ['/docs/', '/docs/llms.txt'],
    ['/docs/next', '/docs/next/llms.txt'],
    ['/docs/v6', '/docs/v6/llms.txt'],
  ])('the llms.txt of version path %s is %s', (versionPath, expected) => {
    expect(llmsTxtPathOf(versionPath)).toBe(expected);
  });
});
