/** Raw and gzip sizes of built files; gzip at level 9, as the build's precompressed copies. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type FileSize = {
  /** Path relative to the build folder, with forward slashes. */
  file: string;
  raw: number;
  gzip: number;
};

export function gzipSize(data: Buffer | string): number {
  return zlib.gzipSync(data, { level: 9 }).length;
}

export function fileSize(buildDir: string, file: string): FileSize {
  const data = fs.readFileSync(path.join(buildDir, file));
  return { file, raw: data.length, gzip: gzipSize(data) };
}

/** Totals of a list of sizes. */
export function sumSizes(sizes: FileSize[]): { raw: number; gzip: number } {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** Largest first (by gzip size), ties by name. */
export function largestFirst(sizes: FileSize[]): FileSize[] {
  return [...sizes].sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}
