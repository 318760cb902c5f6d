/**
 * Section keywords (src/remark/sectionKeywords.ts) as documents of the
 * plugin's keywords kind: a heading's data-search-keywords attribute in a
 * built page becomes a keywords document of that heading's section.
 */
import { startTags } from '../../lib/html';

type ScannedDocument = { i: number; t: string; u: string; h?: string };
const [TITLES, HEADINGS] = [0, 1];
const ATTRIBUTE = 'data-search-keywords';

/** Keywords documents for the sections of `pages`, numbered after the scanner's `documents`. */
export function sectionKeywordDocuments(
  pages: { url: string; html: string }[],
  documents: ScannedDocument[][],
) {
  let i = Math.max(0, ...documents.flat().map((document) => document.i));
  return pages.flatMap(({ url, html }) => {
    const page = documents[TITLES].find((document) => document.u === url);
    if (!page) return [];
    return startTags(html, 'h[1-6]')
      .map(({ attributes }) => ({ id: attributes.id, t: attributes[ATTRIBUTE] }))
      .filter(({ id, t }) => id && t)
      .map(({ id, t }) => {
        const h = `#${id}`;
        const heading = documents[HEADINGS].find((d) => d.u === url && d.h === h);
        return { i: (i += 1), t, s: heading?.t ?? page.t, u: url, h, p: page.i };
      });
  });
}
