import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_STOP_WORDS } from '../../../src/data/searchStopWords';
import { SEARCH_SYNONYMS } from '../../../src/data/searchSynonyms';
import { SITE_DIR } from '../helpers/fixtures';

/** Every `keywords` entry of every page's front matter. */
function pageKeywords(): string[] {
  const keywords: string[] = [];
  for (const dir of ['docs', 'versioned_docs']) {
    for (const file of fs.readdirSync(path.join(SITE_DIR, dir), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (!/\.mdx?$/.test(file)) continue;
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(
        fs.readFileSync(path.join(SITE_DIR, dir, file), 'utf8'),
      )?.[1];
      const list = /^keywords:\n((?:\s+- .*\n?)+)/m.exec(frontMatter ?? '')?.[1] ?? '';
      for (const line of list.split('\n'))
        if (line.trim()) keywords.push(line.replace(/^\s+- /, '').replace(/^'(.*)'$/, '$1'));
    }
  }
  return keywords;
}

describe('search stop words', () => {
  it('lists Chinese words of two or more characters, each once', () => {
    expect(new Set(SEARCH_STOP_WORDS).size).toBe(SEARCH_STOP_WORDS.length);
    for (const word of SEARCH_STOP_WORDS) expect(word).toMatch(/^\p{Unified_Ideograph}{2,}$/u);
  });

  it('lists no word that a page names as a keyword or that is a search synonym', () => {
    const keywords = pageKeywords();
    expect(keywords.length).toBeGreaterThan(100);
    const synonyms = Object.entries(SEARCH_SYNONYMS).flat(2);
    expect(SEARCH_STOP_WORDS.filter((word) => keywords.includes(word))).toEqual([]);
    expect(SEARCH_STOP_WORDS.filter((word) => synonyms.includes(word))).toEqual([]);
  });
});
