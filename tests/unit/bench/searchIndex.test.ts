import { describe, expect, it } from 'vitest';
import { searchIndexSizes, versionOfIndexFile } from '../../../tools/bench/searchIndex';
import { tempTree } from '../helpers/fixtures';

describe('versionOfIndexFile', () => {
  const versions = [
    { label: 'v8', path: 'next' },
    { label: 'v7', path: '' },
    { label: 'v6', path: 'v6' },
  ];

  it('names the version from the index’s name: the latest without a context', () => {
    expect(versionOfIndexFile('search-index.json', versions)).toBe('v7');
    expect(versionOfIndexFile('search-index-next.json', versions)).toBe('v8');
    expect(versionOfIndexFile('search-index-v6.json', versions)).toBe('v6');
    expect(versionOfIndexFile('search-index-other.json', versions)).toBe('other');
  });
});

describe('searchIndexSizes', () => {
  it('measures every version’s index, newest version first', () => {
    const dir = tempTree(
      {
        'search-index-v6.json': '[6]',
        'search-index.json': '[7, 7]',
        'search-index-next.json': '[8]',
        'v5/search-index.json': '[5]',
        'search-index.json.gz': 'x',
        'assets/js/a.js': '1',
      },
      'bench-',
    );
    const sizes = searchIndexSizes(dir);
    expect(sizes.map((s) => [s.version, s.file, s.raw])).toEqual([
      ['v9', 'search-index-next.json', 3],
      ['v8', 'search-index.json', 6],
      ['v6', 'search-index-v6.json', 3],
    ]);
    expect(sizes[0].gzip).toBeGreaterThan(0);
  });
});
