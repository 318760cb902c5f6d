/**
 * Orders hits by page, title first, at the place of the page's best hit (the
 * plugin puts them at its title hit, so a page whose text matched every word
 * sank below pages that matched less). A keywords hit ranks right after its
 * query's title hits: keywords describe the whole page, a heading one section.
 */
import { SearchDocumentKind } from '../../browser/search/searchResult';

const TITLE = SearchDocumentKind.Title;
const KEYWORDS = SearchDocumentKind.Keywords;

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

const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether one of a page's keywords is the query itself (`相机`, `cap add android`), not just contains it. */
function isExactKeyword(hit: RankedHit): boolean {
  if (!Array.isArray(hit.tokens) || typeof hit.document.t !== 'string') return false;
  const query = squeezed(hit.tokens.join(''));
  return hit.document.t.split(',').some((keyword) => squeezed(keyword) === query);
}

/**
 * Where each hit ranks: where it was found, except that a keywords hit moves
 * up to just after the title hits of its query (the worker lists each query's
 * hits together: titles, headings, descriptions, keywords, then text), a
 * keyword that is the whole query before one that only contains it.
 */
function ranks(hits: RankedHit[]): number[] {
  let firstAfterTitles = 0;
  return hits.map((hit, i) => {
    if (i === 0 || hit.tokens !== hits[i - 1].tokens) firstAfterTitles = i;
    if (hit.type === TITLE && firstAfterTitles === i) firstAfterTitles = i + 1;
    if (hit.type !== KEYWORDS) return i;
    const order = i / (hits.length + 1) / 2;
    return firstAfterTitles - 1 + (isExactKeyword(hit) ? order : 0.5 + order);
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
