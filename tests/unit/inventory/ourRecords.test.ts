import { describe, expect, it } from 'vitest';
import {
  isOurs,
  ourPagesInSite,
  withOurRecords,
  type OwnRecords,
} from '@site/tools/inventory/ourRecords';
import type { Inventory } from '@site/src/versions/inventory';
import { tempTree } from '../helpers/fixtures';

const removed = (path: string) => ({ path, commit: 'f59a6b17', date: '2026-06-02' });

/** Upstream's inventory with a deleted page kept in the unreleased version and the latest. */
function upstream(): Inventory {
  const version = (name: string, path: string, banner?: string) => ({
    name,
    label: name === 'current' ? 'v9' : name,
    path,
    isLast: name === 'v8',
    ...(banner ? { banner } : {}),
    upstreamDir: name === 'current' ? 'docs' : `versioned_docs/version-${name}`,
    docs: [
      { id: 'index', source: 'index.md', permalink: `${path}/`, sidebar: 'docs' },
      {
        id: 'apis/watch',
        source: 'apis/watch.md',
        permalink: `${path}/apis/watch`,
        removed: removed('docs/apis/watch.md'),
      },
      {
        id: 'main/deps',
        source: 'main/deps.md',
        permalink: `${path}/main/deps`,
        removed: removed('docs/main/deps.md'),
      },
    ],
    sidebars: { docs: ['index', { type: 'category', label: 'Reference', items: [] }] },
  });
  return {
    source: { commit: 'b5f9b9ae' },
    versions: [version('current', '/docs/next', 'unreleased'), version('v8', '/docs')],
  };
}

const china = {
  type: 'category' as const,
  label: 'Mainland China',
  items: ['main/china/mirrors'],
};

const own: OwnRecords = {
  removalReasons: { f59a6b17: '上游删除了它。' },
  removedCopies: {
    '/docs/next/apis/watch': { redirect: '/docs/apis/watch', why: 'no release for v9' },
    '/docs/next/main/deps': { why: 'facts updated for v9' },
  },
  sidebars: { current: [{ sidebar: 'docs', before: 'Reference', category: china }] },
};

const pages = {
  current: [
    { source: 'main/deps.md', frontMatter: { origin: 'ours' } },
    { source: 'main/china/mirrors.md', frontMatter: { origin: 'ours', slug: '/china/mirrors' } },
  ],
  v8: [{ source: 'main/deps.md', frontMatter: { origin: 'ours' } }],
};

describe('our records merged into the route inventory', () => {
  const merged = withOurRecords(upstream(), own, pages);
  const doc = (version: number, source: string) =>
    merged.versions[version].docs.find((d) => d.source === source)!;

  it("gives every deleted page upstream's reason, and each unreleased copy its decision", () => {
    expect(doc(0, 'apis/watch.md').removed).toEqual({
      ...removed('docs/apis/watch.md'),
      reason: '上游删除了它。',
      copy: { redirect: '/docs/apis/watch', why: 'no release for v9' },
    });
    expect(doc(0, 'main/deps.md').removed?.copy).toEqual({ why: 'facts updated for v9' });
    // The latest version's copy is upstream's last text, not a copy made after the deletion.
    expect(doc(1, 'apis/watch.md').removed).toEqual({
      ...removed('docs/apis/watch.md'),
      reason: '上游删除了它。',
    });
  });

  it('marks our pages, adds those upstream never had, with their URL and sidebar category', () => {
    expect(doc(0, 'main/deps.md').origin).toBe('ours');
    expect(doc(1, 'main/deps.md').origin).toBe('ours');
    expect(doc(1, 'index.md').origin).toBeUndefined();
    expect(doc(0, 'main/china/mirrors.md')).toEqual({
      id: 'main/china/mirrors',
      source: 'main/china/mirrors.md',
      permalink: '/docs/next/china/mirrors',
      sidebar: 'docs',
      origin: 'ours',
    });
    expect(merged.versions[0].docCount).toBe(4);
    expect(merged.versions[0].sidebars.docs).toEqual([
      'index',
      china,
      { type: 'category', label: 'Reference', items: [] },
    ]);
  });

  it('is stable: merging into its own output changes nothing', () => {
    expect(withOurRecords(merged, own, pages)).toEqual(merged);
  });

  it('fails, naming the file to edit, on a missing reason, a missing or stale decision, an unknown sidebar page', () => {
    expect(() => withOurRecords(upstream(), { ...own, removalReasons: {} }, pages)).toThrow(
      /routes\/ours\.json: no removalReasons entry for upstream commit f59a6b17, which deleted docs\/apis\/watch\.md/,
    );
    const oneCopy = { '/docs/next/apis/watch': own.removedCopies['/docs/next/apis/watch'] };
    expect(() => withOurRecords(upstream(), { ...own, removedCopies: oneCopy }, pages)).toThrow(
      /\/docs\/next\/main\/deps \(v9\) is a copy of a page upstream deleted before v9/,
    );
    const extra = { ...own.removedCopies, '/docs/next/nowhere': { why: 'x' } };
    expect(() => withOurRecords(upstream(), { ...own, removedCopies: extra }, pages)).toThrow(
      /removedCopies names \/docs\/next\/nowhere/,
    );
    expect(() => withOurRecords(upstream(), own, { ...pages, current: [] })).toThrow(
      /the current sidebar lists main\/china\/mirrors, which is no page of ours/,
    );
  });
});

describe('our pages in the site', () => {
  it('finds pages whose front matter says origin: ours, and rejects any other origin', () => {
    const site = tempTree({
      'docs/main/china/mirrors.md': '---\ntitle: 镜像\norigin: ours\nslug: /china/mirrors\n---\n',
      'docs/main/a.md': '---\ntitle: 甲\n---\n',
    });
    expect(ourPagesInSite(site, ['current'])).toEqual({
      current: [
        {
          source: 'main/china/mirrors.md',
          frontMatter: expect.objectContaining({ origin: 'ours' }) as unknown,
        },
      ],
    });
    expect(() => isOurs({ origin: 'mine' }, 'docs/x.md')).toThrow(
      'docs/x.md: front matter origin must be "ours" (or left out), not "mine"',
    );
  });
});
