/**
 * Orders hits by page, title first, at the place of the page's best hit (the
 * plugin puts them at its title hit, so a page whose text matched every word
 * sank below pages that matched less). A keywords hit ranks right after its
 * query's title hits: keywords describe the whole page, a heading one section;
 * a keyword that is the whole query ranks before titles merely containing it.
 * Among a question's word hits (../relaxQueries.ts), titles, headings,
 * keywords and text holding every word come before other text.
 */
import { SearchDocumentKind } from '../../../browser/search/searchResult';
import { isWholeQuery } from '../../../browser/search/querySubsets';
import { questionQuery } from '../relaxQueries';

const TITLE = SearchDocumentKind.Title;
const KEYWORDS = SearchDocumentKind.Keywords;
const NAMING = new Set<number>([TITLE, SearchDocumentKind.Heading, KEYWORDS]);

export interface RankedHit {
  document: { i: number; t?: string };
  type: SearchDocumentKind;
  page?: { i: number } | false;
  /** Position in the worker's list; the plugin's tree rendering reads it too. */
  index?: number;
  /** The query that found it (each query of a search has its own token list). */
  tokens?: unknown;
}

function pageOf(hit: RankedHit): number {
  return hit.type !== TITLE && hit.page ? hit.page.i : hit.document.i;
}

/** Whether one of a keywords hit's keywords (or a title hit's title) is the query itself. */
const isExact = (hit: RankedHit, keywords: boolean) =>
  Array.isArray(hit.tokens) &&
  typeof hit.document.t === 'string' &&
  isWholeQuery(keywords ? hit.document.t.split(',') : [hit.document.t], hit.tokens as string[]);

/**
 * Where each hit ranks: where it was found, except that a keywords hit moves
 * up to just after the title hits of its query (the worker lists each query's
 * hits together: titles, headings, descriptions, keywords, then text), and a
 * keyword that is the whole query up to just after the titles that are too.
 */
function ranks(hits: RankedHit[]): number[] {
  let firstAfterTitles = 0;
  let firstAfterExactTitles = 0;
  const firstOfQuestion = hits.findIndex((hit) => questionQuery(hit.tokens));
  return hits.map((hit, i) => {
    const question = questionQuery(hit.tokens);
    if (question) {
      const order = i / (hits.length + 1) / 2;
      const names = NAMING.has(hit.type) || question.whole;
      return firstOfQuestion - 1 + (names ? order : 0.5 + order);
    }
    if (i === 0 || hit.tokens !== hits[i - 1].tokens) {
      firstAfterTitles = i;
      firstAfterExactTitles = i;
    }
    if (hit.type === TITLE && firstAfterTitles === i) {
      firstAfterTitles = i + 1;
      if (firstAfterExactTitles === i && isExact(hit, false)) firstAfterExactTitles = i + 1;
    }
    if (hit.type !== KEYWORDS) return i;
    const order = i / (hits.length + 1) / 2;
    return isExact(hit, true) ? firstAfterExactTitles - 1 + order : firstAfterTitles - 0.5 + order;
  });
}

/** Sorts `hits` in place: by each page's best hit, then titles first, then by rank. */
export function sortSearchResults(hits: RankedHit[]): void {
  const rank = ranks(hits);
  hits.forEach((hit, index) => {
    hit.index = index;
  });
  const rankOf = new Map(hits.map((hit, i) => [hit, rank[i]]));
  const bestOfPage = new Map<number, number>();
  for (const hit of hits) {
    const best = bestOfPage.get(pageOf(hit));
    if (best === undefined || rankOf.get(hit)! < best)
      bestOfPage.set(pageOf(hit), rankOf.get(hit)!);
  }
  hits.sort(
    (a, b) =>
      bestOfPage.get(pageOf(a))! - bestOfPage.get(pageOf(b))! ||
      Number(b.type === TITLE) - Number(a.type === TITLE) ||
      rankOf.get(a)! - rankOf.get(b)!,
  );
}
