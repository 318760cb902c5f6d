import { describe, expect, it } from 'vitest';
import { searchVersions } from '../../../../src/components/LocalSearch/searchVersions';

describe('searchVersions', () => {
  it('gives each version the search plugin’s version parameter (empty for the latest)', () => {
    expect(
      searchVersions(
        [
          { label: 'v8（下一版本）', path: '/docs/next', isLast: false },
          { label: 'v7', path: '/docs', isLast: true },
          { label: 'v6', path: '/docs/v6', isLast: false },
        ],
        '/docs/',
      ),
    ).toEqual([
      { label: 'v8（下一版本）', param: 'next/' },
      { label: 'v7', param: '' },
      { label: 'v6', param: 'v6/' },
    ]);
  });
});
