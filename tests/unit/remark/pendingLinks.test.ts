import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkPendingLinks, {
  PENDING_LINK_CLASS,
  createPendingLinkResolver,
} from '@site/src/remark/pendingLinks';
import type { Inventory } from '@site/src/versions/inventory';
import { FIXTURES_DIR, tempTree, v7Inventory } from '../helpers/fixtures';

const inventory: Inventory = v7Inventory([
  { id: 'main/a', source: 'main/a.md', permalink: '/docs/a' },
  { id: 'cli/sync', source: 'cli/sync.md', permalink: '/docs/cli/sync' },
]);

type Node = { type: string; url?: string; value?: string; children?: Node[]; data?: unknown };
const links = (node: Node): Node[] =>
  node.type === 'link' ? [node] : (node.children ?? []).flatMap(links);

describe('remark plugin for links to pages not written yet (fixture)', () => {
  const siteDir = tempTree({ 'versioned_docs/version-v7/main/a.md': '' });
  const input = fs.readFileSync(path.join(FIXTURES_DIR, 'pending-links/input.md'), 'utf8');

  it('turns links to unwritten inventory pages into marked English links, and only those', async () => {
    const tree = fromMarkdown(input) as Node;
    await remarkPendingLinks({ siteDir, includedVersions: ['v7'], inventory })(tree, {
      path: path.join(siteDir, 'versioned_docs/version-v7/apis/b.md'),
    });
    const pending = {
      className: [PENDING_LINK_CLASS],
      title: '中文版尚未完成，此链接打开英文文档',
    };
    expect(
      links(tree).map((link) => ({
        url: link.url,
        text: (link.children ?? []).map((c) => c.value).join(''),
        hProperties: (link.data as { hProperties?: unknown } | undefined)?.hProperties,
      })),
    ).toEqual([
      { url: '../main/a.md#intro', text: '已写好的页面', hProperties: undefined },
      {
        url: 'https://capacitorjs.com/docs/cli/sync',
        text: '同步命令（英文）',
        hProperties: pending,
      },
      {
        url: 'https://capacitorjs.com/docs/cli/sync#flags',
        text: '路由链接（英文）',
        hProperties: pending,
      },
      { url: 'https://example.com/docs/x.md', text: '外部链接', hProperties: undefined },
    ]);
  });
});

describe('pending translation links', () => {
  const latest: Inventory = v7Inventory([
    { id: 'main/a', source: 'main/a.md', permalink: '/docs/a' },
    { id: 'main/b', source: 'main/b.md', permalink: '/docs/b' },
    { id: 'cli/sync', source: 'cli/sync.md', permalink: '/docs/cli/sync' },
    {
      id: 'apis/gone',
      source: 'apis/gone.md',
      permalink: '/docs/apis/gone',
      removed: {
        path: 'docs/apis/gone.md',
        commit: 'abc',
        date: '2026-01-01',
        copy: { redirect: '/docs/v6/a', why: 'test' },
      },
    },
  ]);
  const inventory: Inventory = {
    ...latest,
    versions: [
      ...latest.versions,
      {
        ...latest.versions[0],
        name: 'v6',
        label: 'v6',
        path: '/docs/v6',
        isLast: false,
        docs: [
          { id: 'main/a', source: 'main/a.md', permalink: '/docs/v6/a' },
          { id: 'main/b', source: 'main/b.md', permalink: '/docs/v6/b' },
        ],
      },
    ],
  };
  const dir = tempTree({
    'versioned_docs/version-v7/main/a.md': '',
    'versioned_docs/version-v6/main/a.md': '',
  });
  const resolve = createPendingLinkResolver({ siteDir: dir, includedVersions: ['v7'], inventory });
  const from = path.join(dir, 'versioned_docs/version-v7/main/a.md');

  it('leaves links to written pages alone', () => {
    expect(resolve('/main/a.md', from)).toBeUndefined();
    expect(resolve('/docs/a', from)).toBeUndefined();
  });

  it('sends links to unwritten inventory pages to the English site, keeping the hash', () => {
    const english = (url: string) => ({ url, english: true });
    expect(resolve('/main/b.md#setup', from)).toEqual(
      english('https://capacitorjs.com/docs/b#setup'),
    );
    expect(resolve('../cli/sync.md', from)).toEqual(
      english('https://capacitorjs.com/docs/cli/sync'),
    );
    expect(resolve('/cli/sync', from)).toEqual(english('https://capacitorjs.com/docs/cli/sync'));
    expect(resolve('/docs/v6/b', from)).toEqual(english('https://capacitorjs.com/docs/v6/b'));
  });

  it('links a written page of a version outside this build as a plain address, loaded in full', () => {
    expect(resolve('/docs/v6/a#intro', from)).toEqual({
      url: 'pathname:///docs/v6/a#intro',
      english: false,
    });
  });

  it('sends a link to a page whose URL answers with a 301 where the redirect leads', () => {
    const redirected = { url: 'pathname:///docs/v6/a#setup', english: false };
    expect(resolve('../apis/gone.md#setup', from)).toEqual(redirected);
    expect(resolve('/docs/apis/gone#setup', from)).toEqual(redirected);
  });

  it('leaves unknown and external links for Docusaurus to judge', () => {
    expect(resolve('/main/typo.md', from)).toBeUndefined();
    expect(resolve('/docs/nowhere', from)).toBeUndefined();
    expect(resolve('https://example.com/x.md', from)).toBeUndefined();
    expect(resolve('#anchor', from)).toBeUndefined();
  });
});
