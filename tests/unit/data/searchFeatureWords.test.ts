import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_FEATURE_WORDS, SEARCH_PLATFORM_WORDS } from '../../../src/data/searchFeatureWords';
import { SEARCH_SYNONYMS } from '../../../src/data/searchSynonyms';
import { SITE_DIR } from '../helpers/fixtures';

describe('search feature words', () => {
  const words = Object.values(SEARCH_FEATURE_WORDS).flat();

  it('lists each word once, for one plugin, and no platform word', () => {
    const lower = words.map((word) => word.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    const platforms = Object.entries(SEARCH_PLATFORM_WORDS).flatMap(([p, w]) => [p, ...w]);
    expect(lower.filter((word) => platforms.includes(word))).toEqual([]);
  });

  it('lists no glossary synonym (search replaces those before it reads these)', () => {
    const synonyms = Object.values(SEARCH_SYNONYMS).flat();
    expect(words.filter((word) => synonyms.some((synonym) => word.includes(synonym)))).toEqual([]);
  });

  it('names plugins by their page titles in the docs (v9 or v8)', () => {
    const titles = ['docs/apis', 'versioned_docs/version-v8/apis']
      .flatMap((dir) =>
        fs.readdirSync(path.join(SITE_DIR, dir)).map((file) => path.join(SITE_DIR, dir, file)),
      )
      .map((file) => /^title: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '');
    const missing = Object.keys(SEARCH_FEATURE_WORDS).filter(
      (name) => !titles.some((title) => title.includes(` ${name} `)),
    );
    expect(missing).toEqual([]);
  });

  it('spells platform words in lower case, as the search tokens are', () => {
    for (const [platform, others] of Object.entries(SEARCH_PLATFORM_WORDS))
      for (const word of [platform, ...others]) expect(word).toBe(word.toLowerCase());
  });
});
