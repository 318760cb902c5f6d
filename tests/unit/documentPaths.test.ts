/**
 * Paths that file headers and the project's documents (README,
 * ARCHITECTURE, CONTRIBUTING) cite must exist: a header that names a module
 * since moved or a document the repository does not hold misleads its reader.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from './helpers/fixtures';

const tracked = execFileSync('git', ['ls-files'], { cwd: SITE_DIR, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(SITE_DIR, file)));
/** The repository's top-level folders and files: a cited path starting with one is ours. */
const ROOTS = [...new Set(tracked.map((file) => file.split('/')[0]))];
const CODE = /\.(ts|tsx|cjs|mjs|js|sh|ya?ml)$/;
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md'];

/** The comment a file opens with (after a shebang): its `/** … *\/` block, or its leading `//` or `#` lines. */
export function headerComment(text: string): string {
  const body = text.replace(/^#!.*\n/, '');
  const block = /^\s*\/\*[\s\S]*?\*\//.exec(body);
  if (block) return block[0];
  return (/^(?:[ \t]*(?:\/\/|#).*\n)+/.exec(body) ?? [''])[0];
}

const ESCAPED_ROOTS = ROOTS.map((root) => root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const CITED = new RegExp(
  // Not inside a URL or a Markdown link example (`](./page)`).
  `(?<![\\w/.:@-]|\\]\\()((?:\\.\\.?/)+[\\w./-]+|(?:${ESCAPED_ROOTS.join('|')})(?:/[\\w./-]*)?)`,
  'g',
);

/** Paths `text` cites that do not exist, relative paths resolved from `file`'s folder. */
export function missingPaths(text: string, file: string, relative = true): string[] {
  return (
    [...text.matchAll(CITED)]
      .map((match) => ({
        cited: match[1].replace(/[.,:;)]+$/, ''),
        next: text[match.index + match[0].length],
      }))
      // A placeholder or pattern (version-<版本>/, *.md, …) names no one file.
      .filter(({ cited, next }) => cited && !/^[<*{…$]/.test(next ?? ''))
      .filter(({ cited }) => relative || !/^\.\.?\//.test(cited))
      .map(({ cited }) => cited)
      .filter((cited) => {
        const full = /^\.\.?\//.test(cited)
          ? path.resolve(SITE_DIR, path.dirname(file), cited)
          : path.join(SITE_DIR, cited);
        return !['', '.ts', '.tsx', '.cjs'].some((ext) => fs.existsSync(full + ext));
      })
  );
}

describe('cited paths', () => {
  it('finds a missing path and ignores placeholders, URLs and existing ones', () => {
    const text =
      'see src/site.ts, src/versions (the folder), ./documentPaths.test.ts, src/gone.ts, ' +
      'versioned_docs/version-<版本>/ and https://example.com/src/gone.ts';
    expect(missingPaths(text, 'tests/unit/x.ts')).toEqual(['src/gone.ts']);
  });

  it.each(DOCUMENTS)('in %s exist', (document) => {
    // Relative paths in a document are examples of links and commands, not citations.
    expect(
      missingPaths(fs.readFileSync(path.join(SITE_DIR, document), 'utf8'), document, false),
    ).toEqual([]);
  });

  it('in every file header exist', () => {
    const missing = tracked
      .filter((file) => CODE.test(file))
      .flatMap((file) =>
        missingPaths(headerComment(fs.readFileSync(path.join(SITE_DIR, file), 'utf8')), file).map(
          (cited) => `${file}: ${cited}`,
        ),
      );
    expect(missing).toEqual([]);
  });
});
