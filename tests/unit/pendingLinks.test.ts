import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkPendingLinks, { PENDING_LINK_CLASS } from '@site/src/remark/pendingLinks';
import type { Inventory } from '@site/src/inventory/routeInventory';
import { tempTree, v7Inventory } from './helpers/fixtures';

const inventory: Inventory = v7Inventory([
  { id: 'main/a', source: 'main/a.md', permalink: '/docs/a' },
  { id: 'cli/sync', source: 'cli/sync.md', permalink: '/docs/cli/sync' },
]);

type Node = { type: string; url?: string; value?: string; children?: Node[]; data?: unknown };
const links = (node: Node): Node[] =>
  node.type === 'link' ? [node] : (node.children ?? []).flatMap(links);

describe('remark plugin for links to pages not written yet (fixture)', () => {
  const siteDir = tempTree({ 'versioned_docs/version-v7/main/a.md': '' });
  const input = fs.readFileSync(path.join(__dirname, 'fixtures/pending-links/input.md'), 'utf8');

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
