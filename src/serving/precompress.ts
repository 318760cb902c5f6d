/**
 * Precompressed copies of a build's text files: foo.js.br and foo.js.gz
 * beside foo.js, for nginx's brotli_static and gzip_static. Node's zlib does
 * the work on its thread pool; a copy is written only when it is smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BUILD_CACHE_DIR, cacheKey, cached } from '../buildCache';
import { filesUnder } from '../lib/files';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;
/** Below this size compression saves too little to matter (nginx's gzip_min_length). */
export const MIN_SIZE = 1024;
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * Brotli quality: 10 for hashed bundles (compressed once, cached a year:
 * near-maximal, about three times faster than 11), 8 for the rest.
 */
function brotliQuality(file: string): number {
  return file.split(path.sep).includes('assets') ? 10 : 8;
}

/**
 * Compressed copies are kept between builds (../buildCache): most files of a
 * build (hashed bundles, unchanged pages) are byte for byte those of the
 * build before, and brotli at these qualities is the slowest part of a
 * build's post-processing.
 */
export const COMPRESSION_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'precompress');

function compressCached(
  data: Buffer,
  method: string,
  compress: (data: Buffer) => Promise<Buffer>,
  cacheDir: string,
): Promise<Buffer> {
  return cached(cacheDir, cacheKey(method, data), () => compress(data));
}

/** Writes the .br and .gz copies of one file; returns how many it wrote. */
export async function precompressFile(
  file: string,
  cacheDir = COMPRESSION_CACHE_DIR,
): Promise<number> {
  const data = await fs.promises.readFile(file);
  if (data.length < MIN_SIZE) return 0;
  const { mtime } = await fs.promises.stat(file);
  const quality = brotliQuality(file);
  const copies: [string, Buffer][] = [
    [
      ENCODINGS.br,
      await compressCached(
        data,
        `br-${quality}`,
        (input) =>
          brotli(input, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            },
          }),
        cacheDir,
      ),
    ],
    [
      ENCODINGS.gzip,
      await compressCached(data, 'gzip-9', (input) => gzip(input, { level: 9 }), cacheDir),
    ],
  ];
  let written = 0;
  for (const [extension, compressed] of copies) {
    if (compressed.length >= data.length) continue;
    await fs.promises.writeFile(file + extension, compressed);
    // The same time as the original: nginx's Last-Modified and ETag do not depend on the encoding.
    await fs.promises.utimes(file + extension, mtime, mtime);
    written += 1;
  }
  return written;
}

/** Precompresses files, a few at a time (zlib's thread pool runs four). */
export async function precompressFiles(files: string[], concurrency = 8): Promise<number> {
  const queue = [...files];
  let written = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift())
      written += await precompressFile(file);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}

/** The compressible files of a build folder (relative, with /) that `keep` keeps. */
export function compressibleFiles(outDir: string, keep: (rel: string) => boolean = () => true) {
  return filesUnder(outDir).filter((rel) => COMPRESSIBLE.test(rel) && keep(rel));
}
