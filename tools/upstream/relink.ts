/**
 * Rewrites route links to the site's own pages (`](/docs/ios/configuration#x)`,
 * or relative to the page's URL: `](./deep-links)`) as file links relative to
 * the page (`](../ios/configuration.md#x)`), which
 * Docusaurus resolves inside the version being read. Links into another
 * version, to unknown paths, and everything inside code are left alone.
 */
import { fencedLines } from '../common/fences';
import { fileLinkTo } from '../../src/versions/fileLinks';
import type { InventoryDoc } from '../../src/versions/inventory';

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

export function relinkToFiles(
  text: string,
  pageSource: string,
  versionDocs: Pick<InventoryDoc, 'source' | 'permalink'>[],
): string {
  const byPermalink = new Map(versionDocs.map((d) => [trimSlash(d.permalink), d.source]));
  const pageUrl = versionDocs.find((d) => d.source === pageSource)?.permalink;
  const relink = (url: string): string => {
    const cut = url.search(/[?#]/);
    const [pathname, suffix] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
    if (/\.mdx?$/.test(pathname)) return url;
    // A relative route resolves against the page's URL, as the browser would.
    const route = pathname.startsWith('.')
      ? pageUrl && new URL(pathname, `https://site${pageUrl}`).pathname
      : pathname;
    const source = route && byPermalink.get(trimSlash(route));
    return source ? `${fileLinkTo(pageSource, source)}${suffix}` : url;
  };

  const lines = text.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, i) => {
      if (fenced[i]) return line;
      // Inline code spans are kept as they are; links elsewhere on the line are rewritten.
      return line
        .split(/(`[^`]*`)/)
        .map((part) =>
          part.startsWith('`')
            ? part
            : part
                .replace(
                  /\]\((\/docs[^)\s]*|\.\.?\/[^)\s]*)\)/g,
                  (_, url: string) => `](${relink(url)})`,
                )
                .replace(
                  /^(\[[^\]]+\]:\s*)(\/docs\S*)/,
                  (_, head: string, url: string) => head + relink(url),
                ),
        )
        .join('');
    })
    .join('\n');
}
