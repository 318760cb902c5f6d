/**
 * `cap run android --live-reload` or `StatusBar.setStyle` name words no one
 * section holds all of (the command in the title, the option in the text).
 * The plugin requires every word, or all but one from three words; after
 * those, this tries each word alone for two words and every query leaving
 * out two for longer ones, so they add results only below the stricter ones.
 * A Chinese question (拒绝相机权限后再申请不弹窗) is one token the plugin splits
 * into words it all requires, particles (后, 不) too: right after those
 * queries, this tries its words of two or more characters, all then fewer
 * (longer first) down to half, marked (questionQuery) for ../sortResults.ts.
 */

/** One lunr query as the search plugin builds it: the words it requires, and its terms. */
export interface SmartQuery {
  tokens: string[];
  term: unknown[];
}

export type QueryBuilder<Q extends SmartQuery> = (tokens: string[], dictionary: string[]) => Q[];

/** Queries for more words than this are left as they are (the combinations grow quadratically). */
const MAX_RELAXED_TOKENS = 8;

/**
 * The `tokens` of the queries built from a question's words (the worker gives
 * each hit its query's `tokens`), and of the one requiring all of them.
 */
const questionTokens = new WeakSet<object>();
const wholeQuestionTokens = new WeakSet<object>();

/** Whether a hit's query was built from a question's words, and whether from all of them. */
export function questionQuery(tokens: unknown): { whole: boolean } | undefined {
  if (typeof tokens !== 'object' || tokens === null || !questionTokens.has(tokens))
    return undefined;
  return { whole: wholeQuestionTokens.has(tokens) };
}

/** At most this many queries from a question's words: each one is a lunr search of every index. */
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
function relaxedSubsets(tokens: string[]): string[][] {
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

/** The words a query requires, as the plugin split them (its terms' values). */
function termWords(query: SmartQuery): string[] {
  return query.term.flatMap((item) => {
    const value = (item as { value?: unknown }).value;
    return typeof value === 'string' ? [value] : [];
  });
}

/** The plugin's queries for `tokens`, then those of its relaxed subsets, most words first. */
export function withRelaxedQueries<Q extends SmartQuery>(
  buildQueries: QueryBuilder<Q>,
): QueryBuilder<Q> {
  return (tokens, dictionary) => {
    const queries = buildQueries(tokens, dictionary);
    const subsets = relaxedSubsets(tokens);
    const questionWords = queries.length > 0 ? questionSubsets(termWords(queries[0])) : [];
    if (subsets.length === 0 && questionWords.length === 0) return queries;
    const seen = new Set(queries.map((query) => JSON.stringify(query.term)));
    // A question's words: only the query requiring each of them (the first
    // the plugin builds), one lunr search per subset.
    const question: Q[] = [];
    for (const [i, words] of questionWords.entries()) {
      const [query] = buildQueries(words, dictionary);
      const key = query && JSON.stringify(query.term);
      if (query && !seen.has(key)) {
        seen.add(key);
        question.push(query);
        questionTokens.add(query.tokens);
        if (i === 0) wholeQuestionTokens.add(query.tokens);
      }
    }
    const relaxed: Q[] = [];
    for (const subset of subsets) {
      for (const query of buildQueries(subset, dictionary)) {
        const key = JSON.stringify(query.term);
        if (!seen.has(key)) {
          seen.add(key);
          relaxed.push(query);
        }
      }
    }
    // Stable: among queries requiring as many words, the plugin's order stays.
    relaxed.sort((a, b) => b.term.length - a.term.length);
    const everyWord = queries.findIndex((query) => query.term.length < queries[0].term.length);
    const split = everyWord < 0 ? queries.length : everyWord;
    return [...queries.slice(0, split), ...question, ...queries.slice(split), ...relaxed];
  };
}
