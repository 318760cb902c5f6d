/**
 * Orders search hits by page: each page's hits stay together (its title
 * first), at the place of that page's best hit. The search plugin's own order
 * puts a page's hits at the place of the page's title hit instead, so a page
 * whose text matched every word but whose title matched only some words (as
 * found by a looser query, later) sank below pages that matched less.
 */

import { SearchDocumentKind } from './searchResult';

const TITLE = SearchDocumentKind.Title;

export interface RankedHit {
  document: { i: number };
  type: number;
  page?: { i: number } | false;
  /** Position in the worker's list; the plugin's tree rendering reads it too. */
  index?: number;
}

function pageOf(hit: RankedHit): number {
  return hit.type !== TITLE && hit.page ? hit.page.i : hit.document.i;
}

/** Sorts `hits` in place: by each page's best (first) hit, then titles first, then as found. */
export function sortSearchResults(hits: RankedHit[]): void {
  hits.forEach((hit, index) => {
    hit.index = index;
  });
  const bestOfPage = new Map<number, number>();
  for (const hit of hits) if (!bestOfPage.has(pageOf(hit))) bestOfPage.set(pageOf(hit), hit.index!);
  hits.sort(
    (a, b) =>
      bestOfPage.get(pageOf(a))! - bestOfPage.get(pageOf(b))! ||
      Number(b.type === TITLE) - Number(a.type === TITLE) ||
      a.index! - b.index!,
  );
}
