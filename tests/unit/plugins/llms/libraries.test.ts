import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadToolchain } from '@site/src/plugins/llms/libraries';
import { SITE_DIR } from '../../helpers/fixtures';

/** The Markdown packages the copies are made with, and the package that brings each into Docusaurus. */
const SAME_AS_DOCUSAURUS: [string, string[]][] = [
  ['unified', ['@docusaurus/mdx-loader']],
  ['remark-parse', ['@docusaurus/mdx-loader', '@mdx-js/mdx']],
  ['remark-mdx', ['@docusaurus/mdx-loader', '@mdx-js/mdx']],
  ['remark-gfm', ['@docusaurus/mdx-loader']],
  ['remark-directive', ['@docusaurus/mdx-loader']],
  ['remark-frontmatter', ['@docusaurus/mdx-loader']],
  ['@slorber/remark-comment', ['@docusaurus/mdx-loader']],
  ['remark-stringify', ['@docusaurus/mdx-loader', 'remark-gfm']],
  ['@docusaurus/utils', ['@docusaurus/core']],
];

/** The folder Node.js resolves package `name` to from file `from` (ES-only packages export no package.json). */
function packageDir(name: string, from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (from ${from})`);
  }
}

describe('the Markdown toolchain of the Markdown copies', () => {
  it.each(SAME_AS_DOCUSAURUS)(
    '%s is the copy Docusaurus compiles the pages with',
    (name, chain) => {
      let from = path.join(SITE_DIR, 'package.json');
      for (const parent of chain) from = path.join(packageDir(parent, from), 'package.json');
      const docusaurus = packageDir(name, from);
      const ours = packageDir(name, path.join(SITE_DIR, 'package.json'));
      expect(
        ours,
        `package.json declares ${name} at a version other than the one ${chain.join(' → ')} installs (${docusaurus}): declare that one`,
      ).toBe(docusaurus);
    },
  );

  it('loads every part', async () => {
    const toolchain = await loadToolchain();
    for (const [name, part] of Object.entries(toolchain)) {
      expect(typeof part, name).toBe('function');
    }
    expect(toolchain.escapeMarkdownHeadingIds('## A {#a}')).toBe('## A \\{#a}');
  });
});
