// Section keywords (src/remark/sectionKeywords.ts) as documents of the
// plugin's keywords kind: a heading's data-search-keywords attribute in a
// built page becomes a keywords document of that heading's section.
const TITLES = 0;
const HEADINGS = 1;
const ATTRIBUTE = 'data-search-keywords';
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The attributes of each heading's opening tag (minified HTML leaves some unquoted). */
function headingAttributes(html) {
  return [...html.matchAll(/<h[1-6]\b([^>]*)>/g)].map(([, tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[^\s"'>]+)/g)].map(([, name, value]) => [
        name,
        value.replace(/^["']|["']$/g, '').replace(/&(\w+|#\w+);/g, (e, n) => ENTITIES[n] ?? e),
      ]),
    ),
  );
}

/** Keywords documents for the sections of `pages` ({ url, html }), numbered after `documents`' ids. */
function sectionKeywordDocuments(pages, documents) {
  let i = Math.max(0, ...documents.flat().map((document) => document.i));
  return pages.flatMap(({ url, html }) => {
    const page = documents[TITLES].find((document) => document.u === url);
    return headingAttributes(html)
      .filter((heading) => page && heading.id && heading[ATTRIBUTE])
      .map(({ id, [ATTRIBUTE]: t }) => {
        const h = `#${id}`;
        const heading = documents[HEADINGS].find((d) => d.u === url && d.h === h);
        return { i: (i += 1), t, s: heading?.t ?? page.t, u: url, h, p: page.i };
      });
  });
}

module.exports = { sectionKeywordDocuments };
