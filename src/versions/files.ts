import fs from 'node:fs';
import path from 'node:path';

/** The translated Markdown pages under a folder (README files excluded), as full paths. */
export function markdownPages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f) && path.basename(f) !== 'README.md')
    .map((f) => path.join(dir, f))
    .sort();
}

/** Every translated Markdown page of every version. */
export function contentFiles(siteDir: string): string[] {
  return ['docs', 'versioned_docs'].flatMap((d) => markdownPages(path.join(siteDir, d)));
}
