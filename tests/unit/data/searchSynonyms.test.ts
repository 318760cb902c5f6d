import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from '../../../src/data/searchSynonyms';
import { SITE_DIR } from '../helpers/fixtures';
import { GLOSSARY } from '../../../tools/content/glossary';

function markdownUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

describe('search synonyms', () => {
  const terms = Object.keys(SEARCH_SYNONYMS);
  const words = Object.values(SEARCH_SYNONYMS).flat();

  it('lists each word once, for one glossary term', () => {
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((word) => terms.includes(word))).toEqual([]);
  });

  it('lists no word that is part of a glossary term (a correct query would be rewritten)', () => {
    const clashes = words.filter((word) => terms.some((term) => term.includes(word)));
    expect(clashes).toEqual([]);
  });

  it('leads to glossary terms that the docs use', () => {
    const pages = markdownUnder(path.join(SITE_DIR, 'docs'));
    const unused = terms.filter((term) => !pages.some((page) => page.includes(term)));
    expect(unused).toEqual([]);
  });

  it('is documented in CONTRIBUTING.md, and leads to terms of the glossary (tools/content/glossary.ts)', () => {
    const contributing = fs.readFileSync(path.join(SITE_DIR, 'CONTRIBUTING.md'), 'utf8');
    expect(contributing).toContain('src/data/searchSynonyms.ts');
    expect(contributing).toContain('tools/content/glossary.ts');
    const glossary = new Set(GLOSSARY.map((entry) => entry.zh));
    expect(terms.filter((term) => !glossary.has(term))).toEqual([]);
  });
});
