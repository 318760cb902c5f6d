import { SearchDocumentKind, type SearchResult } from '../../plugins/search-local/searchResult';

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
  if (type === SearchDocumentKind.Heading) return { href, title: document.t, breadcrumb };
  return { href, title: document.s || page.t, breadcrumb, text: document.t };
}
