import { describe, expect, it } from 'vitest';
import { parseShard, selectPages } from '@site/tools/ci/pages';

const built = [
  '/docs/',
  '/docs/a',
  '/docs/b',
  '/docs/v7',
  '/docs/v7/a',
  '/docs/v7/b',
  '/docs/v7/c',
];

describe('the pages an end-to-end job opens', () => {
  it('opens every page when nothing is named', () => {
    expect(selectPages(built, {})).toEqual({ urls: built, missing: [] });
    expect(selectPages(built, { pages: '' })).toEqual({ urls: built, missing: [] });
  });

  it('splits the pages into shards that together hold each page once', () => {
    const shards = [1, 2, 3].map((i) => selectPages(built, { shard: `${i}/3` }).urls);
    expect(shards.flat().sort()).toEqual([...built].sort());
    expect(shards[0]).toEqual(['/docs/', '/docs/v7', '/docs/v7/c']);
  });

  it('opens only the named pages, and reports named pages the build lacks', () => {
    expect(selectPages(built, { pages: '/docs/v7/b, /docs,/docs/v9/x' })).toEqual({
      urls: ['/docs/', '/docs/v7/b'],
      missing: ['/docs/v9/x'],
    });
  });

  it('rejects a malformed shard, naming the variable', () => {
    expect(() => parseShard('3/2')).toThrow(/E2E_PAGE_SHARD=3\/2/);
    expect(() => parseShard('x')).toThrow(/序号\/总数/);
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
  });
});
