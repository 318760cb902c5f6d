/**
 * A content-addressed cache of build outputs kept between builds (in
 * node_modules/.cache, which `npm run clear` empties): an entry is named by
 * the hash of everything its output depends on, so a changed input simply
 * misses. Used for the post-build steps that redo the same work on
 * unchanged files every build: precompression and the Markdown copies.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { POST_BUILD_CACHE_ROOT } from '../cachePaths';
import { filesUnder } from '../lib/files';

export const BUILD_CACHE_DIR = path.resolve(__dirname, '../..', POST_BUILD_CACHE_ROOT);
/** Entries unused for this long are removed by pruneCache. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** A cache key: the hash of the parts, in order. */
export function cacheKey(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts)
    hash
      .update(String(Buffer.byteLength(part)))
      .update(':')
      .update(part);
  return hash.digest('hex');
}

function entryPath(cacheDir: string, key: string): string {
  return path.join(cacheDir, key.slice(0, 2), key);
}

/** Writes under a temporary name and renames, so no reader sees half an entry. */
function store(entry: string, data: Buffer | string): void {
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  const partial = `${entry}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, entry);
}

/** Marks an entry used now (pruneCache keeps recently used entries). */
function touch(entry: string): void {
  const now = new Date();
  fs.utimesSync(entry, now, now);
}

/** The cached output for `key`, or `compute`'s, stored for next time. */
export async function cached(
  cacheDir: string,
  key: string,
  compute: () => Promise<Buffer>,
): Promise<Buffer> {
  const entry = entryPath(cacheDir, key);
  try {
    const hit = await fs.promises.readFile(entry);
    touch(entry);
    return hit;
  } catch {
    const output = await compute();
    store(entry, output);
    return output;
  }
}

/** The stored output for `key` (marked used), or undefined. */
export function readCacheEntry(cacheDir: string, key: string): Buffer | undefined {
  const entry = entryPath(cacheDir, key);
  if (!fs.existsSync(entry)) return undefined;
  touch(entry);
  return fs.readFileSync(entry);
}

/** Stores the output for `key`. */
export function writeCacheEntry(cacheDir: string, key: string, output: Buffer | string): void {
  store(entryPath(cacheDir, key), output);
}

/** The cached text for `key`, or `compute`'s, stored for next time. */
export function cachedTextSync(cacheDir: string, key: string, compute: () => string): string {
  const hit = readCacheEntry(cacheDir, key);
  if (hit) return hit.toString('utf8');
  const output = compute();
  writeCacheEntry(cacheDir, key, output);
  return output;
}

/** Hash of the files under the given paths (names and contents), for keys that depend on code. */
export function hashOfFiles(paths: string[]): string {
  const files = paths.flatMap((p) =>
    fs.statSync(p).isDirectory() ? filesUnder(p).map((rel) => path.join(p, rel)) : [p],
  );
  return cacheKey(...files.sort().flatMap((file) => [file, fs.readFileSync(file)]));
}

/** An installed package's version (part of a cache key when its code shapes the output). */
export function packageVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Removes entries not used for `maxAgeMs`; returns how many it removed. */
export function pruneCache(
  cacheDir: string,
  maxAgeMs = CACHE_MAX_AGE_MS,
  now = Date.now(),
): number {
  let removed = 0;
  for (const rel of filesUnder(cacheDir)) {
    const entry = path.join(cacheDir, rel);
    // Another build step may rename or remove an entry meanwhile.
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) {
      fs.rmSync(entry, { force: true });
      removed += 1;
    }
  }
  return removed;
}
