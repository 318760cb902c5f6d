import { describe, expect, it } from 'vitest';
import { SEARCH_STOP_WORDS } from '../../../src/data/searchStopWords';
import { SEARCH_SYNONYMS } from '../../../src/data/searchSynonyms';

describe('search stop words', () => {
  it('lists Chinese words of two or more characters, each once', () => {
    expect(new Set(SEARCH_STOP_WORDS).size).toBe(SEARCH_STOP_WORDS.length);
    for (const word of SEARCH_STOP_WORDS) expect(word).toMatch(/^\p{Unified_Ideograph}{2,}$/u);
  });

  it('lists no search synonym or glossary term', () => {
    const synonyms = Object.entries(SEARCH_SYNONYMS).flat(2);
    expect(SEARCH_STOP_WORDS.filter((word) => synonyms.includes(word))).toEqual([]);
  });
});
