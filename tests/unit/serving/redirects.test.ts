import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  pagesOf,
  readInventory,
  redirectedPages,
  removedUpstreamPages,
} from '@site/src/versions/inventory';
import { v7Inventory } from '../helpers/fixtures';

const SITE = path.resolve(__dirname, '../../..');
const NGINX = fs.readFileSync(
  path.join(SITE, 'deploy/nginx/snippets/capacitor-docs-zh.conf'),
  'utf8',
);

/** The exact-match locations of the nginx configuration that answer with a 301, and where to. */
function nginxRedirects(conf: string): Map<string, string> {
  const rules = conf.matchAll(
    /^location = (\S+) \{[^}]*?\n\s*return 301 (\S+?)\$is_args\$args;\n\}/gm,
  );
  return new Map([...rules].map((m) => [m[1], m[2]]));
}

describe('URLs the inventory says answer with a 301', () => {
  it('each has its nginx rule, to the recorded target, which is a page of the inventory', () => {
    const inventory = readInventory(SITE);
    const redirects = redirectedPages(inventory);
    expect(redirects).toEqual([{ from: '/docs/next/apis/watch', to: '/docs/apis/watch' }]);
    const rules = nginxRedirects(NGINX);
    for (const { from, to } of redirects) {
      expect(rules.get(from), from).toBe(to);
      const target = inventory.versions.flatMap((v) => v.docs).find((d) => d.permalink === to);
      expect(target && !target.removed?.copy?.redirect, to).toBe(true);
    }
  });

  it('have no removal notice (no page), unlike the kept copies, which carry the reason and whether they are ours', () => {
    const inventory = v7Inventory([
      {
        id: 'w',
        source: 'w.md',
        permalink: '/docs/w',
        removed: {
          path: 'docs/w.md',
          commit: 'f59a6b17',
          date: '2026-06-02',
          reason: '移除。',
          copy: { redirect: '/docs/x', why: 'no release' },
        },
      },
      {
        id: 'd',
        source: 'd.md',
        permalink: '/docs/d',
        origin: 'ours',
        removed: {
          path: 'docs/d.md',
          commit: '4f13bfbd',
          date: '2026-07-06',
          reason: '无人引用。',
        },
      },
    ]);
    // Nor are they pages another version's menu links to.
    expect(pagesOf(inventory.versions[0]).map((d) => d.permalink)).toEqual(['/docs/d']);
    expect(removedUpstreamPages(inventory, ['v7'])).toEqual({
      '/docs/d': { commit: '4f13bfbd', date: '2026-07-06', reason: '无人引用。', ours: true },
    });
  });
});
