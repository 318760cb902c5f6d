/**
 * A search query's words, as plain lists of words: which lists it also tries
 * when no section holds all its words (src/plugins/search-local/relaxQueries.ts
 * builds the plugin's queries from them), and whether a text is the query
 * itself (src/plugins/search-local/client/sortResults.ts ranks such hits first).
 */

/** Queries for more words than this are left as they are (the combinations grow quadratically). */
const MAX_RELAXED_TOKENS = 8;

/** At most this many lists from a question's words: each one is a lunr search of every index. */
const MAX_WORD_QUERIES = 24;

/** A lone Chinese character: a particle (的, 后, 不) or half a word the index lacks. */
const LONE_HAN = /^\p{Unified_Ideograph}$/u;

function withoutTwo<T>(items: T[]): T[][] {
  const subsets: T[][] = [];
  for (let i = 0; i < items.length; i += 1)
    for (let j = i + 1; j < items.length; j += 1)
      subsets.push(items.filter((_, k) => k !== i && k !== j));
  return subsets;
}

/**
 * The word subsets a query of `tokens` also tries: each word alone for two,
 * the last first (readers narrow down from left to right: the method after
 * its plugin, `权限` after `Camera`), every subset missing two for 4 to 8.
 */
export function relaxedSubsets(tokens: string[]): string[][] {
  if (tokens.length === 2) return [[tokens[1]], [tokens[0]]];
  if (tokens.length < 4 || tokens.length > MAX_RELAXED_TOKENS) return [];
  return withoutTwo(tokens);
}

function subsetsOfSize<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [
    ...subsetsOfSize(rest, size - 1).map((subset) => [first, ...subset]),
    ...subsetsOfSize(rest, size),
  ];
}

const length = (words: string[]) => words.reduce((sum, word) => sum + word.length, 0);

/**
 * The word lists a question also tries, from the words the plugin split it
 * into (`words`): its words of two or more characters, then every subset of
 * them one word shorter, and so on down to half of them; the longer words
 * kept first within a size (`pushnotificationreceived` before `13`).
 */
export function questionSubsets(words: string[]): string[][] {
  const kept = [...new Set(words.filter((word) => !LONE_HAN.test(word)))];
  if (kept.length === 0 || kept.length === words.length) return [];
  const subsets: string[][] = [];
  for (let size = kept.length; size >= Math.ceil(kept.length / 2); size -= 1)
    subsets.push(...subsetsOfSize(kept, size).sort((a, b) => length(b) - length(a)));
  return subsets.slice(0, MAX_WORD_QUERIES);
}

const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether one of `texts` is the query itself (`相机`, `cap add android`), not just contains it. */
export function isWholeQuery(texts: string[], tokens: string[]): boolean {
  const query = squeezed(tokens.join(''));
  return texts.some((text) => squeezed(text) === query);
}
