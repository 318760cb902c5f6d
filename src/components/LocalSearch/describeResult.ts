import { SearchDocumentKind, type SearchResult } from '../../browser/search/searchResult';

/** How one hit is shown: where it links, its title, the pages above it, and a text excerpt for section hits. */
export interface ResultView {
  href: string;
  title: string;
  breadcrumb: string[];
  text?: string;
}

export function describeResult({ document, type, page }: SearchResult): ResultView {
  const href = document.u + (document.h ?? '');
  if (type === SearchDocumentKind.Title || !page)
    return { href, title: document.t, breadcrumb: document.b ?? [] };
  const breadcrumb = [...(page.b ?? []), page.t];
  // A match in the page's keywords stands for the page itself; in a
  // section's keywords (front matter section_keywords), for that section.
  if (type === SearchDocumentKind.Keywords)
    return document.h
      ? { href, title: document.s ?? page.t, breadcrumb }
      : { href: document.u, title: page.t, breadcrumb: page.b ?? [] };
  if (type === SearchDocumentKind.Heading) return { href, title: document.t, breadcrumb };
  return { href, title: document.s || page.t, breadcrumb, text: document.t };
}

/** Hits of one page: the best one first, then its other sections in their order. */
export interface ResultGroup {
  page: string;
  hits: SearchResult[];
}

/**
 * Hits grouped by page, each group where its best hit ranks, so that one
 * page with many matching sections cannot fill the top of the list.
 */
export function groupByPage(hits: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const page = hit.document.u;
    const group = groups.get(page);
    if (group) group.hits.push(hit);
    else groups.set(page, { page, hits: [hit] });
  }
  return [...groups.values()];
}
