import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFile } from '@site/src/serving/precompress';
import { tempTree } from '../helpers/fixtures';

const page = `<!doctype html><html lang="zh-Hans"><body>${'<p>Capacitor 插件文档</p>'.repeat(200)}</body></html>`;

function cacheEntries(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((file) => fs.statSync(file).isFile());
}

describe('precompressFile', () => {
  it('writes .br and .gz copies that decompress to the file, with its modification time', async () => {
    const dir = tempTree({ 'site/page/index.html': page, 'site/tiny.txt': 'short' }, 'compress-');
    const cache = path.join(dir, 'cache');
    const file = path.join(dir, 'site/page/index.html');
    expect(await precompressFile(file, cache)).toBe(2);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(page);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(page);
    // nginx's Last-Modified has whole seconds.
    const seconds = (f: string) => Math.floor(fs.statSync(f).mtimeMs / 1000);
    expect(seconds(`${file}.br`)).toBe(seconds(file));
    // Files below the minimum size are left alone.
    expect(await precompressFile(path.join(dir, 'site/tiny.txt'), cache)).toBe(0);
  });

  it('takes the copies of content it has compressed before from the cache', async () => {
    const dir = tempTree({ 'a/index.html': page, 'b/index.html': page }, 'compress-');
    const cache = path.join(dir, 'cache');
    await precompressFile(path.join(dir, 'a/index.html'), cache);
    const entries = cacheEntries(cache);
    expect(entries).toHaveLength(2);

    // Same content elsewhere: no new entries, and the stored copies are what it writes.
    const marker = Buffer.from('from the cache');
    for (const entry of entries) fs.writeFileSync(entry, marker);
    await precompressFile(path.join(dir, 'b/index.html'), cache);
    expect(cacheEntries(cache)).toHaveLength(2);
    expect(fs.readFileSync(path.join(dir, 'b/index.html.br'))).toEqual(marker);
    expect(fs.readFileSync(path.join(dir, 'b/index.html.gz'))).toEqual(marker);

    // Changed content misses the cache.
    fs.writeFileSync(path.join(dir, 'b/index.html'), `${page}<!-- edited -->`);
    await precompressFile(path.join(dir, 'b/index.html'), cache);
    expect(cacheEntries(cache)).toHaveLength(4);
  });
});
