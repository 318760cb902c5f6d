import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, cached, cachedTextSync, hashOfFiles, pruneCache } from '@site/src/buildCache';
import { tempTree } from '../helpers/fixtures';

describe('cacheKey', () => {
  it('depends on every part and on where the parts split', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'));
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('a', 'c'));
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey(Buffer.from('x'))).toBe(cacheKey('x'));
  });
});

describe('cached and cachedTextSync', () => {
  it('compute once per key and return the stored output after', async () => {
    const dir = tempTree({}, 'cache-');
    let runs = 0;
    const compute = async () => Buffer.from(`output ${++runs}`);
    expect((await cached(dir, cacheKey('k'), compute)).toString()).toBe('output 1');
    expect((await cached(dir, cacheKey('k'), compute)).toString()).toBe('output 1');
    expect((await cached(dir, cacheKey('other'), compute)).toString()).toBe('output 2');

    expect(cachedTextSync(dir, cacheKey('t'), () => '页面 1')).toBe('页面 1');
    expect(cachedTextSync(dir, cacheKey('t'), () => '页面 2')).toBe('页面 1');
  });

  it('store nothing when the computation fails', async () => {
    const dir = tempTree({}, 'cache-');
    await expect(
      cached(dir, cacheKey('bad'), async () => {
        throw new Error('conversion failed');
      }),
    ).rejects.toThrow('conversion failed');
    expect(cachedTextSync(dir, cacheKey('bad'), () => 'later')).toBe('later');
  });
});

describe('hashOfFiles', () => {
  it('changes when a file under a folder changes, is added or is renamed', () => {
    const dir = tempTree(
      { 'code/a.ts': 'one', 'code/sub/b.ts': 'two', 'data.json': '{}' },
      'hash-',
    );
    const paths = [path.join(dir, 'code'), path.join(dir, 'data.json')];
    const before = hashOfFiles(paths);
    expect(hashOfFiles(paths)).toBe(before);
    fs.writeFileSync(path.join(dir, 'code/sub/b.ts'), 'three');
    const edited = hashOfFiles(paths);
    expect(edited).not.toBe(before);
    fs.renameSync(path.join(dir, 'code/a.ts'), path.join(dir, 'code/c.ts'));
    expect(hashOfFiles(paths)).not.toBe(edited);
  });
});

describe('pruneCache', () => {
  it('removes the entries unused for longer than the limit and keeps the rest', async () => {
    const dir = tempTree({}, 'cache-');
    await cached(dir, cacheKey('old'), async () => Buffer.from('old'));
    await cached(dir, cacheKey('new'), async () => Buffer.from('new'));
    const old = path.join(dir, cacheKey('old').slice(0, 2), cacheKey('old'));
    const longAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    fs.utimesSync(old, longAgo, longAgo);

    expect(pruneCache(dir, 7 * 24 * 3600 * 1000)).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(cachedTextSync(dir, cacheKey('new'), () => 'recomputed')).toBe('new');
  });
});
