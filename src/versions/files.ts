import path from 'node:path';
import { filesUnder } from '../lib/files';

/** The translated Markdown pages under a folder (README files excluded), as full paths. */
export function markdownPages(dir: string): string[] {
  return filesUnder(dir)
    .filter((f) => /\.mdx?$/.test(f) && path.posix.basename(f) !== 'README.md')
    .map((f) => path.join(dir, f));
}

/** Every translated Markdown page of every version. */
export function contentFiles(siteDir: string): string[] {
  return ['docs', 'versioned_docs'].flatMap((d) => markdownPages(path.join(siteDir, d)));
}
