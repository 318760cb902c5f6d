/**
 * The files under a folder, at any depth: paths relative to it with `/`
 * separators, sorted, so builds and hashes list them in the same order on
 * every system. A missing folder has none.
 */
import fs from 'node:fs';
import path from 'node:path';

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}
