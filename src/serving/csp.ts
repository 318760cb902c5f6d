/**
 * The site's Content-Security-Policy, computed from a build: its own origin,
 * Google Tag Manager, Algolia DocSearch when that provider is built, what the
 * pages embed from elsewhere (videos in iframes, images), and the inline
 * scripts Docusaurus writes into every page (the colour-mode bootstrap, the
 * tag-manager snippet, the home page's base-URL check), allowed by their
 * SHA-256 hashes rather than by 'unsafe-inline'.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../lib/files';
import { rawTextElements, startTags } from '../lib/html';

/** Where a build keeps its nginx include with the policy (not served: see deploy/nginx). */
export const NGINX_CSP_FILE = '_nginx/csp.conf';

/**
 * Hosts of the Tag Manager container (GTM-…) and of the Google Analytics 4
 * tag it runs, as Google's CSP guide for Tag Manager lists them. A container
 * tag that loads from other hosts needs them added here.
 */
const GOOGLE_TAG_MANAGER = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  // The <noscript> fallback of the container snippet.
  frame: ['https://www.googletagmanager.com'],
};

/** The hosts an Algolia application's search client queries (DSN first, then its fallbacks). */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

/** What a build's pages and bundles hold, as the policy needs it (see scanBuild). */
export type BuildSources = {
  /** 'sha256-…' sources of the inline scripts the pages run. */
  scripts: string[];
  /** 'sha256-…' sources of inline <style> elements (pages and bundles). */
  styles: string[];
  /**
   * Origins of the pages' iframes, and of the frames they load on a click
   * (a video's poster names its player with `data-frame-src`).
   */
  frames: string[];
  /** Origins of the pages' images from elsewhere. */
  images: string[];
};

export type PolicyInputs = {
  build: BuildSources;
  googleTagManager: boolean;
  /** The Algolia application ID when the build searches with DocSearch. */
  algoliaAppId?: string;
};

export function contentSecurityPolicy({
  build,
  googleTagManager,
  algoliaAppId,
}: PolicyInputs): string {
  const gtm = googleTagManager
    ? GOOGLE_TAG_MANAGER
    : { script: [], img: [], connect: [], frame: [] };
  const unique = (list: string[]) => [...new Set(list)].sort();
  const hashes = (list: string[]) => unique(list).map((hash) => `'${hash}'`);
  const frames = unique([...gtm.frame, ...build.frames]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'report-sample': a violation report (and event) shows the start of what was blocked.
    ['script-src', ["'self'", "'report-sample'", ...hashes(build.scripts), ...gtm.script]],
    // Styles. Stylesheets and <style> elements: our own files, or hashed
    // (those in the pages, and those the bundles render).
    // Style attributes: allowed ('unsafe-inline'). Docusaurus renders them
    // server-side throughout every page (code-block token colours, the
    // announcement bar, hidden elements) and React
    // hydration does not set them again, so blocking them would strip the
    // pages' styling. An attribute can only style its own element: with no
    // selectors it cannot read the page (no CSS attribute-selector leaks),
    // and whatever it loads is still bound by img-src and font-src.
    // Browsers without style-src-elem / style-src-attr use style-src.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", "'report-sample'", ...hashes(build.styles)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: — the theme's stylesheet draws small icons as data: SVG images.
    ['img-src', ["'self'", 'data:', ...unique([...gtm.img, ...build.images])]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      ["'self'", ...gtm.connect, ...(algoliaAppId ? algoliaHosts(algoliaAppId) : [])],
    ],
    // The local search runs in a worker loaded from our own bundles.
    ['worker-src', ["'self'"]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** `sha256-<base64>` of a script or style text, as a browser hashes it (HTML turns CR LF into LF). */
export function sha256Source(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `sha256-${crypto.createHash('sha256').update(normalized, 'utf8').digest('base64')}`;
}

/**
 * Script types a browser runs (and CSP checks); any other type (JSON-LD,
 * application/json) is a data block, neither run nor checked.
 */
const RUN_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The origin of an absolute http(s) URL, or nothing for our own paths. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * What one page holds: its inline scripts' and styles' hashes, the origins
 * of its iframes (and of those it loads on a click) and images.
 */
export function pageSources(html: string): BuildSources {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const { attributes, text } of rawTextElements(html, 'script')) {
    if (attributes.src !== undefined) continue;
    const type = (attributes.type ?? '').trim().toLowerCase();
    if (!RUN_TYPES.has(type) && !/^text\/javascript1\.[0-5]$/.test(type)) continue;
    scripts.push(sha256Source(text));
  }
  for (const { text } of rawTextElements(html, 'style')) styles.push(sha256Source(text));
  const tags = startTags(html);
  const origins = (name: string, attributeNames: string[]) =>
    tags
      .filter((tag) => name === '*' || tag.name === name)
      .flatMap(({ attributes }) =>
        attributeNames
          .map((attribute) => attributes[attribute] ?? '')
          .flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]))
          .map(originOf)
          .filter((origin): origin is string => Boolean(origin)),
      );
  return {
    scripts,
    styles,
    frames: [
      ...origins('iframe', ['src']),
      // Frames a click adds (src/components/VideoEmbed): allowed before any page has them.
      ...origins('*', ['data-frame-src']),
    ],
    images: origins('img', ['src', 'srcset']),
  };
}

/**
 * Fixed texts of the <style> elements a bundle's components render (an SVG
 * logo's own stylesheet: React inserts the element, CSP checks its text),
 * from the compiled `createElement("style", null, "…")` and
 * `jsx("style", { children: "…" })` calls.
 */
export function bundleStyleTexts(js: string): string[] {
  const literal = '"((?:[^"\\\\]|\\\\.)*)"';
  const calls = [
    new RegExp(`createElement\\("style",null,${literal}\\)`, 'g'),
    new RegExp(`\\("style",\\{children:${literal}\\}\\)`, 'g'),
  ];
  return calls.flatMap((call) =>
    [...js.matchAll(call)].map((match) => JSON.parse(`"${match[1]}"`) as string),
  );
}

/**
 * What a build holds, each once and sorted: the inline scripts, styles,
 * iframes and outside images of every page, and the <style> elements its
 * bundles render.
 */
/**
 * React's out-of-order streaming: when a component suspends while a page is
 * rendered on the server, React sends that part of the page later, hidden,
 * with an inline script that moves it into place. Such a page shows nothing
 * there without JavaScript and needs a new script hash per page; components
 * must render at once on the server.
 */
const OUT_OF_ORDER_HTML = /<template id="?B:\d|\$RC\("B:/;

export function assertRenderedInOrder(html: string, page: string): void {
  if (OUT_OF_ORDER_HTML.test(html))
    throw new Error(
      `${page}: React streamed part of this page out of order (a component suspended while the server rendered it); render it without suspending on the server.`,
    );
}

export function scanBuild(outDir: string): BuildSources {
  const found = {
    scripts: new Set<string>(),
    styles: new Set<string>(),
    frames: new Set<string>(),
    images: new Set<string>(),
  };
  for (const rel of filesUnder(outDir)) {
    const file = path.join(outDir, rel);
    if (rel.endsWith('.html')) {
      const html = fs.readFileSync(file, 'utf8');
      assertRenderedInOrder(html, file);
      const page = pageSources(html);
      for (const key of ['scripts', 'styles', 'frames', 'images'] as const)
        page[key].forEach((value) => found[key].add(value));
    } else if (/^assets[\\/]js[\\/].*\.js$/.test(rel)) {
      for (const text of bundleStyleTexts(fs.readFileSync(file, 'utf8')))
        found.styles.add(sha256Source(text));
    }
  }
  return {
    scripts: [...found.scripts].sort(),
    styles: [...found.styles].sort(),
    frames: [...found.frames].sort(),
    images: [...found.images].sort(),
  };
}

/** The nginx include that sends the policy (on every response, like the other security headers). */
export function nginxCspInclude(policy: string): string {
  if (/["\\$\r\n]/.test(policy))
    throw new Error(`policy not writable as an nginx value: ${policy}`);
  return [
    '# Written by the build (src/plugins/production-files): the Content-Security-Policy for',
    '# exactly this build. Included by the server block (deploy/nginx/sites-available).',
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n');
}

/** The policy a build's nginx include sends, read back. */
export function readBuildPolicy(outDir: string): string {
  const include = fs.readFileSync(path.join(outDir, NGINX_CSP_FILE), 'utf8');
  const match = /add_header Content-Security-Policy "([^"]*)" always;/.exec(include);
  if (!match) throw new Error(`${NGINX_CSP_FILE}: no Content-Security-Policy header`);
  return match[1];
}
