/**
 * `cap run android --live-reload` or `StatusBar.setStyle` name words no one
 * section holds all of (the command in the title, the option in the text).
 * The plugin requires every word, or all but one from three words; after
 * those, this tries each word alone for two words and every query leaving
 * out two for longer ones, so they add results only below the stricter ones.
 */

/** One lunr query as the search plugin builds it: the words it requires, and its terms. */
export interface SmartQuery {
  tokens: string[];
  term: unknown[];
}

export type QueryBuilder<Q extends SmartQuery> = (tokens: string[], dictionary: string[]) => Q[];

/** Queries for more words than this are left as they are (the combinations grow quadratically). */
const MAX_RELAXED_TOKENS = 8;

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

/** The plugin's queries for `tokens`, then those of its relaxed subsets, most words first. */
export function withRelaxedQueries<Q extends SmartQuery>(
  buildQueries: QueryBuilder<Q>,
): QueryBuilder<Q> {
  return (tokens, dictionary) => {
    const queries = buildQueries(tokens, dictionary);
    const subsets = relaxedSubsets(tokens);
    if (subsets.length === 0) return queries;
    const seen = new Set(queries.map((query) => JSON.stringify(query.term)));
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
    return [...queries, ...relaxed];
  };
}
