/**
 * Long queries such as `cap run android --live-reload` name words that no
 * single indexed section holds all of: the command is in the page title, the
 * platform and option in its text. The search plugin requires every word, or
 * every word but one; this adds, after those, the queries that leave out two
 * words, so such a query still finds its page.
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

/** The plugin's queries for `tokens`, then (for 4 to 8 words) those for every subset missing two words, most words first. */
export function withRelaxedQueries<Q extends SmartQuery>(
  buildQueries: QueryBuilder<Q>,
): QueryBuilder<Q> {
  return (tokens, dictionary) => {
    const queries = buildQueries(tokens, dictionary);
    if (tokens.length < 4 || tokens.length > MAX_RELAXED_TOKENS) return queries;
    const seen = new Set(queries.map((query) => JSON.stringify(query.term)));
    const relaxed: Q[] = [];
    for (const subset of withoutTwo(tokens)) {
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
