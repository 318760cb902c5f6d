import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkStaleNotice, { STALE_NOTICE_CLASS } from '@site/src/remark/staleNotice';
import type { Freshness } from '@site/src/versions/freshness';

const siteDir = '/site';
const freshness: Freshness = {
  upstream: 'cccccccc',
  pages: {
    'docs/apis/camera.md': {
      recorded: 'aaaaaaaa',
      englishChanged: { commit: 'bbbbbbbb', date: '2026-09-01' },
      stale: true,
    },
    'docs/apis/toast.md': {
      recorded: 'aaaaaaaa',
      englishChanged: { commit: '99999999', date: '2026-01-05' },
      stale: false,
    },
  },
};

type Node = {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  attributes?: { name: string; value: string }[];
  children?: Node[];
};
const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');

function run(file: string, markdown = '# 标题\n\n正文。\n') {
  const tree = fromMarkdown(markdown) as Node & { children: Node[] };
  remarkStaleNotice({ siteDir, freshness })(tree, { path: path.join(siteDir, file) });
  return tree;
}

describe('notice on pages whose English changed after translation', () => {
  it('puts the notice after the title, with the date and a link to the English change', () => {
    const tree = run('docs/apis/camera.md');
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'mdxJsxFlowElement', 'paragraph']);
    const notice = tree.children[1];
    expect(notice.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'className',
      value: expect.stringContaining(STALE_NOTICE_CLASS) as unknown,
    });
    expect(text(notice)).toBe('英文原文已于 2026-09-01 更新，本页译文可能滞后（查看英文的改动）。');
    const link = notice.children![0].children!.find((n) => n.type === 'link')!;
    expect(link.url).toBe(
      'https://github.com/ionic-team/capacitor-docs/compare/aaaaaaaa...bbbbbbbb',
    );
  });

  it('adds nothing to a current page or a page the status file does not list', () => {
    for (const file of ['docs/apis/toast.md', 'docs/apis/unknown.md'])
      expect(run(file).children.map((n) => n.type)).toEqual(['heading', 'paragraph']);
  });

  it('puts it first on a page without a title heading', () => {
    expect(run('docs/apis/camera.md', '正文。\n').children.map((n) => n.type)).toEqual([
      'mdxJsxFlowElement',
      'paragraph',
    ]);
  });
});
