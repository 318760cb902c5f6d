import { createHash } from 'node:crypto';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkStaleNotice, { STALE_NOTICE_CLASS } from '@site/src/remark/staleNotice';
import type { EnglishState, PageRecord } from '@site/src/versions/freshness';

const BLOB = (c: string) => c.repeat(40);

/** The English side as the sync recorded it. */
const english: EnglishState = {
  upstream: 'cccccccc',
  files: {
    'docs/apis/camera.md': { blob: BLOB('b'), commit: 'bbbbbbbb', date: '2026-09-01' },
    'docs/apis/toast.md': { blob: BLOB('9'), commit: '99999999', date: '2026-01-05' },
  },
};

/** Each page's own record. */
const records: Record<string, PageRecord> = {
  camera: { path: 'docs/apis/camera.md', commit: 'aaaaaaaa', blob: BLOB('a') },
  toast: { path: 'docs/apis/toast.md', commit: 'aaaaaaaa', blob: BLOB('9') },
  removed: { path: 'docs/apis/gone.md', commit: 'aaaaaaaa', blob: BLOB('a') },
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

function run(record: PageRecord | undefined, markdown = '# 标题\n\n正文。\n') {
  const tree = fromMarkdown(markdown) as Node & { children: Node[] };
  remarkStaleNotice({ siteDir: '/site', english })(tree, {
    data: { frontMatter: record ? { title: '标题', upstream: record } : { title: '标题' } },
  });
  return tree;
}

describe('notice on pages whose English changed after translation', () => {
  it('puts the notice after the title, with the date and a link to the English change of that file', () => {
    const tree = run(records.camera);
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'mdxJsxFlowElement', 'paragraph']);
    const notice = tree.children[1];
    expect(notice.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'className',
      value: expect.stringContaining(STALE_NOTICE_CLASS) as unknown,
    });
    expect(text(notice)).toBe('英文原文已于 2026-09-01 更新，本页译文可能滞后（查看英文的改动）。');
    const link = notice.children![0].children!.find((n) => n.type === 'link')!;
    const anchor = createHash('sha256').update('docs/apis/camera.md').digest('hex');
    expect(link.url).toBe(
      `https://github.com/ionic-team/capacitor-docs/compare/aaaaaaaa...bbbbbbbb#diff-${anchor}`,
    );
  });

  it('adds nothing to a current page, a page without a record, or one whose English file is gone', () => {
    for (const record of [records.toast, undefined, records.removed])
      expect(run(record).children.map((n) => n.type)).toEqual(['heading', 'paragraph']);
  });

  it('puts it first on a page without a title heading', () => {
    expect(run(records.camera, '正文。\n').children.map((n) => n.type)).toEqual([
      'mdxJsxFlowElement',
      'paragraph',
    ]);
  });
});
