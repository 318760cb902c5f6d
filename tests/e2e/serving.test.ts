/**
 * Production serving: build/ behind nginx with the shipped configuration
 * (deploy/nginx): redirects and status codes, the not-found page,
 * precompressed and on-the-fly compression, caching, security headers and
 * the Content-Security-Policy, in HTTP answers and in the browser.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { DOC_VERSIONS, LAST_VERSION } from '../../src/versions';
import { NGINX_CSP_FILE, algoliaHosts, readBuildPolicy, scanBuild } from '../../src/serving/csp';
import { MIN_SIZE, compressibleFiles } from '../../src/serving/precompress';
import { startNginx } from '../../tools/nginx/server';
import {
  ALGOLIA_BUILD_DIR,
  BUILD_DIR,
  CSP_VIOLATION,
  consoleErrors,
  newContext,
  useSiteAndBrowser,
} from './support';

const ALGOLIA_APP_ID = '3IVALO5OU4';

const CAMERA = '/docs/apis/camera';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const REDIRECT_CACHE = 'public, max-age=86400';

const site = useSiteAndBrowser();

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One raw HTTP GET (no redirect following, no decompression). */
function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site.origin}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decoded({ headers, body }: Answer): Buffer {
  switch (headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected Content-Encoding ${headers['content-encoding']}`);
  }
}

const built = (rel: string) => fs.readFileSync(path.join(BUILD_DIR, rel));
const mainBundle = () => {
  const name = fs
    .readdirSync(path.join(BUILD_DIR, 'assets/js'))
    .find((f) => /^main\..*\.js$/.test(f));
  assert.ok(name, 'a main bundle in build/assets/js');
  return `assets/js/${name}`;
};
const builtVersions = () => {
  const names = new Set(builtDocs(BUILD_DIR).map((doc) => doc.version));
  return DOC_VERSIONS.filter((v) => names.has(v.name));
};

describe('nginx: redirects and status codes', () => {
  it('has the camera page to test with', () => {
    assert.ok(fs.existsSync(path.join(BUILD_DIR, 'apis/camera/index.html')));
  });

  it('answers .html and /index.html URLs with 301 to the clean path, keeping the query', async () => {
    const cases: [string, string][] = [
      [`${CAMERA}.html`, CAMERA],
      [`${CAMERA}/index.html`, CAMERA],
      [`${CAMERA}.html?from=search`, `${CAMERA}?from=search`],
      ['/docs/index.html', '/docs/'],
      ['/docs', '/docs/'],
    ];
    for (const version of builtVersions().filter((v) => v.routeBase !== '/docs')) {
      cases.push([`${version.routeBase}/index.html`, version.routeBase]);
      cases.push([`${version.routeBase}/apis/camera.html`, `${version.routeBase}/apis/camera`]);
    }
    for (const [from, to] of cases) {
      const answer = await get(from);
      assert.equal(answer.status, 301, from);
      // A path, not an address: right behind a CDN or TLS terminator.
      assert.equal(answer.headers.location, to, from);
      assert.equal(answer.headers['cache-control'], REDIRECT_CACHE, from);
    }
  });

  it('answers the English site’s redirects (renamed pages, /docs/v8/…) with 301, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/docs/apis/storage', '/docs/apis/preferences'],
      ['/docs/apis/storage?from=old', '/docs/apis/preferences?from=old'],
      ['/docs/cli/commands/list', '/docs/cli/commands/ls'],
      // Ours (routes/ours.json): v9's copy of the Watch page, deleted upstream before v9.
      ['/docs/next/apis/watch', '/docs/apis/watch'],
      ['/docs/next/apis/watch?x=1', '/docs/apis/watch?x=1'],
      ['/docs/v8', '/docs/'],
      ['/docs/v8/', '/docs/'],
      ['/docs/v8?q=1', '/docs/?q=1'],
      ['/docs/v8/apis/camera', '/docs/apis/camera'],
      ['/docs/v8/apis/camera?x=1#ignored', '/docs/apis/camera?x=1'],
      ['/docs/v8/a%0d%0aSet-Cookie:%20x=1', '/docs/a%0d%0aSet-Cookie:%20x=1'],
    ];
    for (const [from, to] of cases) {
      const answer = await get(from);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to, from);
      assert.equal(answer.headers['cache-control'], REDIRECT_CACHE, from);
      assert.equal(answer.headers['set-cookie'], undefined, from);
    }
    // Where the redirects lead is there.
    for (const target of ['/docs/apis/preferences', '/docs/cli/commands/ls', '/docs/apis/camera'])
      assert.equal((await get(target)).status, 200, target);
  });

  it('keeps a percent-encoded path encoded in the Location header', async () => {
    const answer = await get('/docs/a%0d%0aSet-Cookie:%20x=1.html');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, '/docs/a%0d%0aSet-Cookie:%20x=1');
    assert.equal(answer.headers['set-cookie'], undefined);
  });

  it('sends the site root to /docs/', async () => {
    const answer = await get('/');
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.location, '/docs/');
  });

  it('answers pages at their clean URLs, version roots with or without a slash, with 200', async () => {
    const paths = ['/docs/', CAMERA];
    for (const version of builtVersions().filter((v) => v.routeBase !== '/docs'))
      paths.push(version.routeBase, `${version.routeBase}/`);
    for (const urlPath of paths) {
      const answer = await get(urlPath);
      assert.equal(answer.status, 200, urlPath);
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', urlPath);
      const file = urlPath.replace(/^\/docs\/?/, '').replace(/\/?$/, '/index.html');
      assert.deepEqual(decoded(answer), built(file.replace(/^\//, '')), urlPath);
    }
  });

  it("serves the pages' Markdown copies and llms.txt as UTF-8 text", async () => {
    for (const [urlPath, type] of [
      [`${CAMERA}.md`, 'text/markdown; charset=utf-8'],
      ['/docs/llms.txt', 'text/plain; charset=utf-8'],
    ]) {
      const answer = await get(urlPath);
      assert.equal(answer.status, 200, urlPath);
      assert.equal(answer.headers['content-type'], type, urlPath);
      assert.equal(answer.headers['cache-control'], REVALIDATE, urlPath);
      assert.deepEqual(decoded(answer), built(urlPath.slice('/docs/'.length)), urlPath);
    }
    assert.equal((await get('/apis/camera.md')).status, 404);
  });

  it('answers unknown paths with 404 and the Chinese not-found page', async () => {
    const notFound = built('404.html');
    assert.match(notFound.toString('utf8'), /找不到页面/);
    for (const urlPath of [
      '/docs/this/page/does-not-exist',
      '/docs/apis/camera/nope',
      '/docs/404.html',
      '/docs/assets/js/missing.0000.js',
      '/elsewhere',
    ]) {
      const answer = await get(urlPath, { 'accept-encoding': 'br, gzip' });
      assert.equal(answer.status, 404, urlPath);
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', urlPath);
      assert.deepEqual(decoded(answer), notFound, urlPath);
      // Never cached as a hashed asset would be.
      assert.equal(answer.headers['cache-control'], REVALIDATE, urlPath);
    }
  });

  it('lists no directory and serves none of the build’s server files', async () => {
    for (const urlPath of [
      '/docs/assets/',
      '/docs/assets/js/',
      '/docs/img/',
      '/docs/_nginx/',
      `/docs/${NGINX_CSP_FILE}`,
    ]) {
      const answer = await get(urlPath);
      assert.equal(answer.status, 404, urlPath);
      assert.deepEqual(decoded(answer), built('404.html'), urlPath);
    }
  });
});

describe('nginx: compression', () => {
  it('finds .br and .gz copies beside every compressible file of the build', () => {
    // All but the sitemap (gzipped on the fly) and the CSP include (not served).
    const missing = compressibleFiles(
      BUILD_DIR,
      (rel) => !rel.startsWith('_nginx/') && !/^sitemap(-[\w-]+)?\.xml$/.test(rel),
    )
      .filter((rel) => fs.statSync(path.join(BUILD_DIR, rel)).size >= MIN_SIZE)
      .filter((rel) =>
        ['.br', '.gz'].some((ext) => !fs.existsSync(path.join(BUILD_DIR, rel + ext))),
      );
    assert.deepEqual(missing, []);
  });

  it('sends the precompressed brotli or gzip copy the browser accepts, or the file itself', async () => {
    for (const [urlPath, file] of [
      [`/docs/${mainBundle()}`, mainBundle()],
      [CAMERA, 'apis/camera/index.html'],
    ]) {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const answer = await get(urlPath, { 'accept-encoding': accept });
        assert.equal(answer.status, 200, `${urlPath} ${accept}`);
        assert.equal(answer.headers['content-encoding'], encoding, `${urlPath} ${accept}`);
        assert.match(answer.headers.vary ?? '', /Accept-Encoding/, `${urlPath} ${accept}`);
        if (encoding) {
          const copy = built(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
          assert.deepEqual(answer.body, copy, `${urlPath}: the build's own .${encoding} copy`);
        }
        assert.deepEqual(decoded(answer), built(file), `${urlPath} ${accept}`);
      }
    }
  });

  it('gzips on the fly what has no precompressed copy', async () => {
    // A version's sitemap (the index, sitemap.xml, is too small to be worth it).
    const sitemap = `sitemap-${LAST_VERSION}.xml`;
    assert.ok(!fs.existsSync(path.join(BUILD_DIR, `${sitemap}.gz`)));
    const answer = await get(`/docs/${sitemap}`, { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.deepEqual(decoded(answer), built(sitemap));
  });
});

describe('nginx: caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const css = fs.readdirSync(path.join(BUILD_DIR, 'assets/css')).find((f) => f.endsWith('.css'));
    for (const urlPath of [`/docs/${mainBundle()}`, `/docs/assets/css/${css}`]) {
      const answer = await get(urlPath, { 'accept-encoding': 'br' });
      assert.equal(answer.status, 200, urlPath);
      assert.equal(answer.headers['cache-control'], IMMUTABLE, urlPath);
    }
  });

  it('revalidates HTML and unhashed files, answering 304 when unchanged', async () => {
    for (const urlPath of ['/docs/', CAMERA, '/docs/img/favicon.svg', '/docs/sitemap.xml']) {
      const answer = await get(urlPath, { 'accept-encoding': 'br' });
      assert.equal(answer.status, 200, urlPath);
      assert.equal(answer.headers['cache-control'], REVALIDATE, urlPath);
      const etag = answer.headers.etag;
      assert.ok(etag, `${urlPath} has an ETag`);
      const again = await get(urlPath, { 'accept-encoding': 'br', 'if-none-match': etag });
      assert.equal(again.status, 304, urlPath);
    }
  });
});

describe('nginx: security headers', () => {
  const policy = () => readBuildPolicy(BUILD_DIR);
  const directive = (name: string) =>
    policy()
      .split(/;\s*/)
      .find((d) => d.startsWith(`${name} `))
      ?.split(/\s+/)
      .slice(1) ?? [];

  it('sends them on pages, assets, redirects and errors', async () => {
    for (const urlPath of [CAMERA, `/docs/${mainBundle()}`, `${CAMERA}.html`, '/docs/nope']) {
      const { headers } = await get(urlPath);
      assert.equal(headers['content-security-policy'], policy(), urlPath);
      assert.equal(headers['x-content-type-options'], 'nosniff', urlPath);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', urlPath);
      assert.equal(headers['x-frame-options'], 'DENY', urlPath);
      assert.equal(headers.server, 'nginx', `${urlPath}: no version in Server`);
    }
  });

  it('allows inline scripts by hash only: exactly those of the built pages', () => {
    const scriptSrc = directive('script-src');
    assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"));
    const hashes = scanBuild(BUILD_DIR).scripts.map((hash) => `'${hash}'`);
    assert.ok(hashes.length >= 1, 'the colour-mode script at least');
    assert.deepEqual(
      scriptSrc.filter((source) => source.startsWith("'sha256-")),
      hashes,
    );
    const styles = scanBuild(BUILD_DIR).styles.map((hash) => `'${hash}'`);
    assert.deepEqual(
      directive('style-src-elem').filter((source) => source.startsWith("'sha256-")),
      styles,
    );
  });

  it('allows the frames and images the pages embed from elsewhere, by origin', () => {
    const { frames, images } = scanBuild(BUILD_DIR);
    for (const origin of frames) assert.ok(directive('frame-src').includes(origin), origin);
    for (const origin of images) assert.ok(directive('img-src').includes(origin), origin);
    assert.ok(
      directive('frame-src').every((source) => /^https:\/\/[^/*]+$/.test(source)),
      'whole origins, no wildcard',
    );
  });

  it('allows our own origin and no framing (the test build loads no analytics)', () => {
    assert.deepEqual(directive('default-src'), ["'self'"]);
    assert.ok(!policy().includes('googletagmanager'), 'no tag manager in the test build');
    assert.deepEqual(directive('object-src'), ["'none'"]);
    assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive('base-uri'), ["'self'"]);
    assert.ok(!policy().includes('algolia'), 'no Algolia in the local-search build');
  });

  it('allows Algolia when the build searches with DocSearch', () => {
    assert.ok(fs.existsSync(ALGOLIA_BUILD_DIR), `no Algolia build at ${ALGOLIA_BUILD_DIR}`);
    const algolia = readBuildPolicy(ALGOLIA_BUILD_DIR);
    const connect = /connect-src ([^;]*)/.exec(algolia)?.[1].split(' ') ?? [];
    for (const host of algoliaHosts(ALGOLIA_APP_ID)) assert.ok(connect.includes(host), host);
    const { scripts, styles } = scanBuild(ALGOLIA_BUILD_DIR);
    assert.ok(styles.length > 0, 'the Algolia logos’ <style> elements');
    for (const hash of [...scripts, ...styles]) assert.ok(algolia.includes(`'${hash}'`), hash);
  });
});

describe('nginx in the browser', () => {
  it('lands /docs/apis/camera.html on the clean page with no console error', async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    for (const from of [`${CAMERA}.html`, `${CAMERA}/index.html`]) {
      const response = await page.goto(`${site.origin}${from}`);
      assert.equal(response?.status(), 200);
      const redirect = await response?.request().redirectedFrom()?.response();
      assert.equal(redirect?.status(), 301, `${from} was redirected`);
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
      assert.equal(new URL(page.url()).pathname, CAMERA);
      assert.equal(await page.locator('html.docs-doc-page').count(), 1, `${from}: the doc page`);
      assert.match(await page.title(), /Camera.*\| Capacitor 中文文档$/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('enforces the policy: an injected inline script is blocked and reported', async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${site.origin}${CAMERA}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __injected?: boolean }).__injected === true;
    });
    assert.equal(ran, false);
    assert.ok(
      errors.some((text) => text.startsWith(CSP_VIOLATION) && text.includes('script-src')),
      errors.join('\n'),
    );
    await context.close();
  });

  it('lets DocSearch query Algolia in the Algolia build, with no CSP violation', async () => {
    assert.ok(fs.existsSync(ALGOLIA_BUILD_DIR), `no Algolia build at ${ALGOLIA_BUILD_DIR}`);
    const server = await startNginx({ buildDir: ALGOLIA_BUILD_DIR });
    const context = await newContext(site.browser, server.origin);
    try {
      // Requests the policy blocked never get here: an answered query passed the policy.
      const queried: string[] = [];
      await context.route(
        (url) => /\.algolia(?:net)?\.(?:net|com)$/.test(url.hostname),
        (route) => {
          queried.push(new URL(route.request().url()).hostname);
          return route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0 }] }),
          });
        },
      );
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.text().startsWith(CSP_VIOLATION)) violations.push(msg.text());
      });
      await page.goto(`${server.origin}${CAMERA}`);
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
      await page.locator('.DocSearch-Button').click();
      const query = page.waitForResponse((response) => /algolia/.test(response.url()));
      await page.locator('.DocSearch-Input').fill('相机');
      await query;
      assert.ok(queried.includes(`${ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`), `${queried}`);
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
