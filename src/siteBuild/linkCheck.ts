/**
 * The merged site's link check, in place of Docusaurus's (each version's
 * build sees only its own pages): every link of every page to a path under
 * the base URL must name a page or file of the site, and its #anchor an id
 * on that page. A link into a version this build left out (DOCS_VERSIONS)
 * must name a page of that version in the route inventory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_URL } from '../site';
import { filesUnder } from '../lib/files';
import { startTags } from '../lib/html';

export type BrokenLink = { page: string; href: string; reason: string };

const htmlFiles = (outDir: string) => filesUnder(outDir).filter((rel) => rel.endsWith('.html'));

/** The page's URL path for an HTML file of the build ('v7/apis/camera/index.html' → '/docs/v7/apis/camera'). */
export function pageUrlOf(rel: string): string {
  const clean = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${BASE_URL}${clean}`.replace(/\/$/, '') || '/';
}

/** `unbuilt`: the pages of versions left out of this build (URL paths without a trailing slash). */
export function checkLinks(outDir: string, unbuilt: Set<string> = new Set()): BrokenLink[] {
  const files = htmlFiles(outDir);
  const pages = new Map(files.map((rel) => [pageUrlOf(rel), rel]));
  const ids = new Map<string, Set<string>>();
  const idsOf = (rel: string) => {
    let set = ids.get(rel);
    if (!set) {
      const html = fs.readFileSync(path.join(outDir, rel), 'utf8');
      set = new Set(startTags(html).map((tag) => tag.attributes.id ?? ''));
      ids.set(rel, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const rel of files) {
    if (rel === '404.html') continue;
    const page = pageUrlOf(rel);
    const html = fs.readFileSync(path.join(outDir, rel), 'utf8');
    for (const { attributes } of startTags(html, 'a')) {
      const href = attributes.href;
      if (!href || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
      const [beforeHash, hash = ''] = href.split('#', 2);
      const pathname = beforeHash.split('?')[0];
      let targetRel: string | undefined = rel;
      if (pathname) {
        if (!pathname.startsWith(BASE_URL) && `${pathname}/` !== BASE_URL) continue;
        const key = decodeURI(pathname).replace(/\/$/, '') || '/';
        targetRel = pages.get(key);
        if (!targetRel) {
          const asFile = path.join(outDir, decodeURI(pathname).slice(BASE_URL.length));
          if (fs.existsSync(asFile) && fs.statSync(asFile).isFile()) continue;
          if (unbuilt.has(key)) continue;
          broken.push({ page, href, reason: '没有这个页面' });
          continue;
        }
      }
      const anchor = decodeURIComponent(hash);
      if (anchor && !idsOf(targetRel).has(anchor))
        broken.push({ page, href, reason: `页面上没有 id 为 “${anchor}” 的元素` });
    }
  }
  return broken;
}
