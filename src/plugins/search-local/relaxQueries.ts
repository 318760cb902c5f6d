/**
 * `cap run android --live-reload` or `StatusBar.setStyle` name words no one
 * section holds all of (the command in the title, the option in the text).
 * The plugin requires every word, or all but one from three words; after
 * those, this tries each word alone for two words and every query leaving
 * out two for longer ones, so they add results only below the stricter ones.
 * A Chinese question (拒绝相机权限后再申请不弹窗) is one token the plugin splits
 * into words it all requires, particles (后, 不) too: right after those
 * queries, this tries its words of two or more characters, all then fewer
 * (longer first) down to half, marked (questionQuery) for ./client/sortResults.ts.
 * Then a short query's variants (定位 as geolocation, without its platform),
 * so they add results below the query's own and a question's.
 */
import { questionSubsets, relaxedSubsets } from '../../browser/search/querySubsets';
import { variantsOf } from '../../browser/search/queryVariants';

/** One lunr query as the search plugin builds it: the words it requires, and its terms. */
export interface SmartQuery {
  tokens: string[];
  term: unknown[];
}

export type QueryBuilder<Q extends SmartQuery> = (tokens: string[], dictionary: string[]) => Q[];

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
    const variants = variantsOf(tokens);
    if (subsets.length === 0 && questionWords.length === 0 && variants.length === 0) return queries;
    const seen = new Set(queries.map((query) => JSON.stringify(query.term)));
    const unseen = (query: Q | undefined): query is Q =>
      !!query && !seen.has(JSON.stringify(query.term)) && !!seen.add(JSON.stringify(query.term));
    // A question's words and the variants: only the query requiring each of
    // them (the first the plugin builds), one lunr search per list.
    const first = (lists: string[][]) =>
      lists.map((words) => buildQueries(words, dictionary)[0]).map((q) => (unseen(q) ? q : null));
    const question = first(questionWords).filter((query, i): query is Q => {
      if (query) questionTokens.add(query.tokens);
      if (query && i === 0) wholeQuestionTokens.add(query.tokens);
      return !!query;
    });
    const variant = first(variants).filter((query): query is Q => !!query);
    const relaxed = subsets.flatMap((subset) => buildQueries(subset, dictionary).filter(unseen));
    // Stable: among queries requiring as many words, the plugin's order stays.
    relaxed.sort((a, b) => b.term.length - a.term.length);
    const everyWord = queries.findIndex((query) => query.term.length < queries[0].term.length);
    const split = everyWord < 0 ? queries.length : everyWord;
    const [all, fewer] = [queries.slice(0, split), queries.slice(split)];
    return [...all, ...question, ...variant, ...fewer, ...relaxed];
  };
}
