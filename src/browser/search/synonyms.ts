/**
 * Query side of the search synonyms (src/data/searchSynonyms.ts): each
 * reader's word in a query becomes the glossary term the pages use.
 */
import { SEARCH_SYNONYMS } from '../../data/searchSynonyms';
import { anyOfWords } from './wordPattern';

type Synonyms = Readonly<Record<string, readonly string[]>>;

/** A function that replaces every listed word in a query with its glossary term (longest word first, any case). */
export function synonymReplacer(synonyms: Synonyms): (query: string) => string {
  const termOf = new Map<string, string>();
  for (const [term, words] of Object.entries(synonyms))
    for (const word of words) termOf.set(word.toLowerCase(), term);
  if (termOf.size === 0) return (query) => query;
  const pattern = new RegExp(anyOfWords(termOf.keys()), 'gi');
  return (query) => query.replace(pattern, (word) => ` ${termOf.get(word.toLowerCase())} `).trim();
}

/** The site's replacer: 闪屏 → 启动页, 本地存储 → Preferences, … */
export const toGlossaryTerms = synonymReplacer(SEARCH_SYNONYMS);
