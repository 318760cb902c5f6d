/**
 * Puts the versions' builds together into one site. Each build holds its own
 * version's pages, the bundles they load and its search index; the files
 * every build writes for the whole site (the 404 page, the search page, the
 * nginx policy) are taken from the latest version's build. Any other file two
 * builds both write must be the same, or the merge fails naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../lib/files';

/** Written by every build for the whole site: the latest version's copy is kept. */
export function isSiteWide(rel: string): boolean {
  const file = rel
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return (
    file === '404.html' ||
    file === 'sitemap.xml' ||
    file.startsWith('search/') ||
    file.startsWith('_nginx/')
  );
}

function sameContent(a: string, b: string): boolean {
  const statA = fs.statSync(a);
  const statB = fs.statSync(b);
  return statA.size === statB.size && fs.readFileSync(a).equals(fs.readFileSync(b));
}

/** Merges `builds` (the latest version's first) into `outDir`, emptied first. */
export function mergeBuilds(builds: { name: string; dir: string }[], outDir: string): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  const [latest, ...others] = builds;
  fs.cpSync(latest.dir, outDir, { recursive: true });
  const conflicts: string[] = [];
  for (const build of others) {
    for (const rel of filesUnder(build.dir)) {
      const from = path.join(build.dir, rel);
      if (isSiteWide(rel)) continue;
      const to = path.join(outDir, rel);
      if (!fs.existsSync(to)) {
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(from, to);
      } else if (!sameContent(from, to)) {
        conflicts.push(`${rel}（${build.name} 的构建与已合并的文件不同）`);
      }
    }
  }
  if (conflicts.length > 0)
    throw new Error(
      `合并各版本的构建时，同名文件内容不同：\n- ${conflicts.slice(0, 30).join('\n- ')}`,
    );
}
