import fs from 'node:fs';
import path from 'node:path';

/** Every translated Markdown page of every version (README files excluded). */
export function contentFiles(siteDir: string): string[] {
  const roots = ['docs', 'versioned_docs'].map((d) => path.join(siteDir, d));
  return roots
    .filter((root) => fs.existsSync(root))
    .flatMap((root) =>
      fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.mdx?$/.test(f) && path.basename(f) !== 'README.md')
        .map((f) => path.join(root, f)),
    )
    .sort();
}
