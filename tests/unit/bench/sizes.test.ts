import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileSize, gzipSize, largestFirst, sumSizes } from '../../../tools/bench/sizes';
import { tempTree } from '../helpers/fixtures';

describe('sizes', () => {
  it('measures a file raw and gzipped at level 9', () => {
    const text = 'console.log("hello");\n'.repeat(200);
    const dir = tempTree({ 'assets/js/a.js': text }, 'bench-');
    expect(fileSize(dir, 'assets/js/a.js')).toEqual({
      file: 'assets/js/a.js',
      raw: text.length,
      gzip: zlib.gzipSync(text, { level: 9 }).length,
    });
    expect(gzipSize(text)).toBeLessThan(text.length);
  });

  it('adds sizes up and sorts them largest first by gzip size', () => {
    const sizes = [
      { file: 'b.js', raw: 10, gzip: 5 },
      { file: 'c.css', raw: 30, gzip: 9 },
      { file: 'a.js', raw: 20, gzip: 5 },
    ];
    expect(sumSizes(sizes)).toEqual({ raw: 60, gzip: 19 });
    expect(largestFirst(sizes).map((s) => s.file)).toEqual(['c.css', 'a.js', 'b.js']);
    expect(sizes[0].file).toBe('b.js');
  });
});
