import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '@site/src/lib/files';
import { tempTree } from '../helpers/fixtures';

describe('filesUnder', () => {
  it('lists the files at any depth, relative with /, sorted, and none for a missing folder', () => {
    const dir = tempTree({ 'b.txt': 'b', 'a/z.html': 'z', 'a/b/c.md': 'c' }, 'files-');
    expect(filesUnder(dir)).toEqual(['a/b/c.md', 'a/z.html', 'b.txt']);
    expect(filesUnder(path.join(dir, 'missing'))).toEqual([]);
  });
});
