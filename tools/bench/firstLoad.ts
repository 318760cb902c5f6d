/**
 * First-load JS and CSS of a page: the scripts and stylesheets its HTML
 * references (<script src>, <link rel=stylesheet>, <link rel=preload
 * as=script|style>, <link rel=modulepreload>), plus any chunk Docusaurus
 * loads before it hydrates. Docusaurus's server rendering lists the route's
 * chunks in the HTML; a chunk it missed would
 * be fetched by the client's preload(pathname) before hydrateRoot, so what
 * the browser loaded by then is observed (see hydration.ts) and passed in
 * here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startTags } from '../../src/lib/html';
import { BASE_URL } from '../../src/site';
import { fileSize, largestFirst, sumSizes, type FileSize } from './sizes';

/** The pages measured: the home page, an API page (latest and v7) and a CLI page. */
export const BENCH_PAGES = [
  '/docs/',
  '/docs/apis/camera',
  '/docs/v7/apis/camera',
  '/docs/cli/commands/run',
];

export type FirstLoad = {
  /** The page's URL path, e.g. /docs/apis/camera */
  route: string;
  /** Every JS and CSS file, largest first. */
  files: FileSize[];
  /** How many of them the HTML references; the rest are route chunks loaded before hydration. */
  fromHtml: number;
  raw: number;
  gzip: number;
};

/** URLs of the scripts and stylesheets an HTML page loads up front, in order, once each. */
export function htmlAssetUrls(html: string): string[] {
  const urls: string[] = [];
  for (const { name, attributes: a } of startTags(html, 'script|link')) {
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    let url: string | undefined;
    if (name === 'script') url = a.src;
    else if (rel.includes('stylesheet') || rel.includes('modulepreload')) url = a.href;
    else if (rel.includes('preload') && ['script', 'style'].includes((a.as ?? '').toLowerCase()))
      url = a.href;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The build file an URL of the site names (relative, forward slashes), or undefined for other sites. */
export function assetFileOfUrl(url: string, basePath = BASE_URL): string | undefined {
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
    const parsed = new URL(url, 'http://localhost');
    if (!['http:', 'https:'].includes(parsed.protocol)) return undefined;
    if (!['localhost', '127.0.0.1'].includes(parsed.hostname)) return undefined;
    pathname = parsed.pathname;
  } else {
    pathname = new URL(url, `http://localhost${basePath}`).pathname;
  }
  if (!pathname.startsWith(basePath)) return undefined;
  return decodeURIComponent(pathname.slice(basePath.length));
}

export function isScriptOrStylesheet(file: string): boolean {
  return /\.(?:m?js|css)$/.test(file);
}

/** The HTML files that may hold a page, in the order to try them. */
export function htmlFilesOfRoute(route: string, basePath = BASE_URL): string[] {
  if (!route.startsWith(basePath.replace(/\/$/, '')))
    throw new Error(`${route} is not under ${basePath}`);
  const rel = route.slice(basePath.length).replace(/\/$/, '');
  return rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`];
}

export function readPageHtml(buildDir: string, route: string): string {
  for (const file of htmlFilesOfRoute(route)) {
    const full = path.join(buildDir, file);
    if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  }
  throw new Error(`${route}: no page in ${buildDir} (${htmlFilesOfRoute(route).join(', ')})`);
}

/** Script and stylesheet files among URLs, once each, in order. */
export function assetFiles(urls: string[]): string[] {
  const files: string[] = [];
  for (const url of urls) {
    const file = assetFileOfUrl(url);
    if (file && isScriptOrStylesheet(file) && !files.includes(file)) files.push(file);
  }
  return files;
}

/** First-load JS+CSS of a page: its HTML's assets plus the URLs loaded before hydration, each measured by `sizeOf`. */
export function firstLoad(
  buildDir: string,
  route: string,
  beforeHydration: string[],
  sizeOf: (buildDir: string, file: string) => FileSize = fileSize,
): FirstLoad {
  const fromHtml = assetFiles(htmlAssetUrls(readPageHtml(buildDir, route)));
  const files = [...new Set([...fromHtml, ...assetFiles(beforeHydration)])];
  const sizes = files.map((file) => sizeOf(buildDir, file));
  return { route, files: largestFirst(sizes), fromHtml: fromHtml.length, ...sumSizes(sizes) };
}

/** The main bundle (assets/js/main.<hash>.js) the site's home page loads. */
export function mainBundle(buildDir: string): FileSize {
  const file = assetFiles(htmlAssetUrls(readPageHtml(buildDir, BASE_URL))).find((f) =>
    /^assets\/js\/main\.[^/]*\.js$/.test(f),
  );
  if (!file) throw new Error(`${buildDir}: index.html loads no assets/js/main.*.js`);
  return fileSize(buildDir, file);
}
