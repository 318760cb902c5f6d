import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import {
  BUILD_DIR,
  axeViolations,
  newAxeContext,
  newContext,
  openHydrated,
  searchOnPage,
  useSiteAndBrowser,
} from './support';
import { SEARCH_INDEX_CEILING_GZIP } from '../../tools/bench/budgets';
import { searchIndexFiles } from '../../src/plugins/search-local/trimIndex';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { DOC_VERSIONS, findDocVersion, LAST_VERSION, type DocVersion } from '../../src/versions';

const site = useSiteAndBrowser();

async function open(url: string): Promise<Page> {
  const context = await newContext(site.browser, site.origin);
  const page = await context.newPage();
  await page.goto(`${site.origin}${url}`);
  await page.waitForLoadState('networkidle');
  return page;
}

async function typeInNavbarSearch(page: Page, query: string) {
  const input = page.locator('.navbar input.navbar__search-input');
  await input.click();
  await input.pressSequentially(query, { delay: 20 });
  await page.locator('.navbar [role="option"]').first().waitFor();
}

/** Opens the first (pre-selected) suggestion with Enter and returns the path it lands on. */
async function openFirstHit(page: Page): Promise<string> {
  const start = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== start);
  return new URL(page.url()).pathname;
}

/** The first `count` results /docs/search lists for `query` in a version (the latest by default). */
async function searchPageHits(
  page: Page,
  query: string,
  version?: Pick<DocVersion, 'isLast' | 'path'>,
  count = 3,
) {
  await searchOnPage(page, site.origin, query, version);
  return page
    .locator('main ol > li h2 a')
    .evaluateAll(
      (links, n) => links.slice(0, n).map((link) => link.getAttribute('href') ?? ''),
      count,
    );
}

const builtUrls = new Set(builtDocs(BUILD_DIR).map((doc) => doc.url));
const builtVersions = DOC_VERSIONS.filter((version) =>
  [...builtUrls].some(
    (url) => url.startsWith(`${version.routeBase}/`) || url === `${version.routeBase}/`,
  ),
);

/** The built HTML of a doc page, or undefined when the build has no such page. */
function builtHtml(url: string): string | undefined {
  if (!builtUrls.has(url)) return undefined;
  const rel = url.slice('/docs/'.length);
  for (const file of [`${rel}.html`, `${rel}/index.html`]) {
    const full = path.join(BUILD_DIR, file);
    if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  }
  return undefined;
}

describe('local search', () => {
  // What a reader downloads to search one version: one index file, gzipped.
  it('keeps every version index within its download ceiling', () => {
    const indexes = searchIndexFiles(BUILD_DIR);
    const versions = new Set(builtDocs(BUILD_DIR).map((doc) => doc.version));
    assert.equal(indexes.length, versions.size, `one index per built version: ${indexes}`);
    for (const file of indexes) {
      const gzipped = zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, file))).length;
      assert.ok(
        gzipped <= SEARCH_INDEX_CEILING_GZIP,
        `${file}: ${gzipped} bytes gzipped > ${SEARCH_INDEX_CEILING_GZIP}`,
      );
    }
  });

  it('finds a Chinese query on the right page first', async () => {
    const page = await open('/docs/cli');
    await typeInNavbarSearch(page, '深层链接');
    const highlighted = await page.locator('.navbar [role="option"] mark').first().innerText();
    assert.match(highlighted, /深层|链接/);
    assert.equal(await openFirstHit(page), '/docs/guides/deep-links');
    await page.context().close();
  });

  const firstHits = [
    {
      what: 'an English CLI command',
      from: '/docs/',
      query: 'cap sync',
      hit: '/docs/cli/commands/sync',
    },
    {
      what: 'a plugin by its Chinese name',
      from: '/docs/',
      query: '相机',
      hit: '/docs/apis/camera',
    },
    {
      what: 'an API method by its name',
      from: '/docs/basics/workflow',
      query: 'getBatteryInfo',
      hit: '/docs/apis/device#getbatteryinfo',
    },
    {
      what: "an error message in a section's keywords",
      from: '/docs/',
      query: 'INSTALL_FAILED_UPDATE_INCOMPATIBLE',
      hit: '/docs/android/troubleshooting#error-apk-cant-be-installed',
    },
  ];
  for (const { what, from, query, hit } of firstHits) {
    it(`finds ${what} on the right page first (${query})`, async () => {
      const page = await open(from);
      await typeInNavbarSearch(page, query);
      const path = await openFirstHit(page);
      assert.equal(`${path}${hit.includes('#') ? new URL(page.url()).hash : ''}`, hit);
      await page.context().close();
    });
  }

  it('lists results on /docs/search?q=', async () => {
    const page = await open(`/docs/search?q=${encodeURIComponent('推送通知')}`);
    await page.locator('a[href^="/docs/guides/push-notifications-firebase"]').first().waitFor();
    assert.match(await page.locator('h1').first().innerText(), /推送通知/);
    assert.match(await page.getByText(/共找到 \d+ 篇文档/).innerText(), /共找到 \d+ 篇文档/);
    await page.context().close();
  });

  it("shows a match in a section's keywords as that section, under its page", async () => {
    const page = await open(
      `/docs/search?q=${encodeURIComponent('INSTALL_FAILED_UPDATE_INCOMPATIBLE')}`,
    );
    const first = page.locator('main ol > li').first();
    await first.waitFor();
    assert.equal(
      await first.locator('h2 a').getAttribute('href'),
      '/docs/android/troubleshooting#error-apk-cant-be-installed',
    );
    assert.match(await first.locator('h2').innerText(), /APK Can't be installed/);
    assert.match(await first.innerText(), /Android 故障排查/);
    await page.context().close();
  });

  it('says so in Chinese when nothing matches', async () => {
    const page = await open(`/docs/search?q=${encodeURIComponent('嗷嗷嗷zzqqxx')}`);
    await page.getByText('没有找到相关文档').first().waitFor();
    await page.context().close();
  });

  it('does not act on Enter while an IME composition is in progress', async () => {
    const page = await open('/docs/cli');
    await typeInNavbarSearch(page, '推送');
    const before = page.url();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', {
      text: 'tongzhi',
      selectionStart: 7,
      selectionEnd: 7,
    });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    assert.equal(page.url(), before, 'Enter during composition must not open a result');
    await page.context().close();
  });
});

describe('search: the words readers type', () => {
  const latest = findDocVersion(LAST_VERSION).routeBase;
  // A page whose keyword is the whole term comes before pages whose titles
  // only mention it (the Splash Screen and Push Notifications plugins).
  const synonyms = [
    { word: '闪屏', term: '启动页', hit: `${latest}/apis/splash-screen` },
    { word: '摄像头', term: '相机', hit: `${latest}/apis/camera` },
    { word: '消息推送', term: '推送通知', hit: `${latest}/apis/push-notifications` },
    { word: '热更新', term: '实时更新', hit: `${latest}/guides/deploying-updates` },
    { word: '键值存储', term: 'Preferences', hit: `${latest}/apis/preferences` },
  ];
  for (const { word, term, hit } of synonyms) {
    it(`${word} finds what ${term} finds, ${hit} first`, async () => {
      const page = await (await newContext(site.browser, site.origin)).newPage();
      const [first] = await searchPageHits(page, word);
      assert.equal(first?.replace(/#.*/, ''), hit);
      const [termFirst] = await searchPageHits(page, term);
      assert.equal(termFirst?.replace(/#.*/, ''), hit);
      await page.context().close();
    });
  }

  it('shows searched words that meet as one highlight, in the box and on the search page', async () => {
    // Marks that meet, and the marks' texts, under `scope`.
    const marks = (page: Page, scope: string) =>
      page.locator(`${scope} mark`).evaluateAll((elements) => ({
        meeting: elements.filter(
          (mark) => mark.nextSibling instanceof HTMLElement && mark.nextSibling.tagName === 'MARK',
        ).length,
        texts: elements.map((mark) => mark.textContent ?? ''),
      }));
    const page = await open('/docs/cli');
    await typeInNavbarSearch(page, '启动页');
    const inBox = await marks(page, '.navbar [role="option"]');
    assert.equal(inBox.meeting, 0);
    assert.ok(inBox.texts.includes('启动页'), `box marks: ${inBox.texts}`);
    await searchPageHits(page, '启动页');
    const onPage = await marks(page, 'main ol');
    assert.equal(onPage.meeting, 0);
    assert.ok(onPage.texts.includes('启动页'), `page marks: ${onPage.texts}`);
    await page.context().close();
  });

  it('the navbar box takes a synonym too, and announces how many results it found', async () => {
    const page = await open('/docs/cli');
    await typeInNavbarSearch(page, '闪屏');
    const status = page.locator('.navbar [role="status"]');
    assert.match(await status.innerText(), /^找到 \d+ 条结果$/);
    assert.match(await page.locator('.navbar [role="option"] mark').first().innerText(), /启动/);
    assert.equal(await openFirstHit(page), `${latest}/apis/splash-screen`);
    await page.context().close();
  });
});

describe('search when its index cannot load', () => {
  const UNAVAILABLE = /搜索暂时无法使用：搜索索引没有加载成功/;
  const index = fs.readFileSync(path.join(BUILD_DIR, 'search-index.json'));
  const breakages = [
    {
      what: 'a failed request',
      answer: (route: Route) => route.abort('connectionreset'),
    },
    {
      what: 'a truncated index (a partial deploy)',
      answer: (route: Route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: index.subarray(0, Math.floor(index.length / 2)),
        }),
    },
  ];

  for (const { what, answer } of breakages) {
    it(`${what}: the search page says so in Chinese, with a retry, and the page keeps working`, async () => {
      const context = await newContext(site.browser, site.origin);
      await context.route(/\/search-index\.json$/, answer);
      const page = await context.newPage();
      await page.goto(`${site.origin}/docs/search?q=${encodeURIComponent('相机')}`);
      const alert = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
      await alert.waitFor();
      assert.equal(await page.getByText('正在搜索……').count(), 0);
      // A retry loads the page again, and with it the index (still broken here).
      await Promise.all([
        page.waitForEvent('load'),
        alert.getByRole('button', { name: '重试' }).click(),
      ]);
      await alert.waitFor();
      // The page around it works: the navbar leads on.
      await page.locator('.navbar a.navbar__link', { hasText: '命令行' }).click();
      await page.waitForURL((url) => url.pathname === '/docs/cli');
      await context.close();
    });

    it(`${what}: the navbar box says so in Chinese under the box`, async () => {
      const context = await newContext(site.browser, site.origin);
      await context.route(/\/search-index\.json$/, answer);
      const page = await context.newPage();
      await page.goto(`${site.origin}/docs/cli`);
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
      await page.locator('.navbar input.navbar__search-input').click();
      const alert = page.locator('.navbar [role="alert"]').filter({ hasText: UNAVAILABLE });
      await alert.waitFor();
      assert.equal(await alert.getByRole('button', { name: '重试' }).count(), 1);
      await context.close();
    });
  }
});

describe('search: identifiers and mixed queries, in every version', () => {
  const queries = [
    { query: 'getPhoto', page: 'apis/camera', hash: '#getphoto', documents: /getPhoto/ },
    { query: 'CapacitorHttp', page: 'apis/http', documents: /CapacitorHttp/ },
    {
      query: 'server.url',
      page: 'guides/live-reload',
      documents: /<code>server<\/code>[^]*<code>url<\/code>/,
    },
    {
      query: 'cap run android --live-reload',
      page: 'cli/commands/run',
      documents: /--live-reload/,
    },
    { query: 'Camera 权限', page: 'apis/camera', documents: /权限/ },
  ];
  for (const { query, page: docPage, hash = '', documents } of queries) {
    // Each version whose page for it documents it (older versions may lack the page or the option).
    const versions = builtVersions.filter((version) =>
      documents.test(builtHtml(`${version.routeBase}/${docPage}`) ?? ''),
    );
    it(`${query}: the version being read lists ${docPage}${hash} in its top three`, async () => {
      assert.ok(versions.length > 0, `no built version documents ${documents} on ${docPage}`);
      const page = await (await newContext(site.browser, site.origin)).newPage();
      for (const version of versions) {
        const expected = `${version.routeBase}/${docPage}`;
        const hits = await searchPageHits(page, query, version);
        assert.ok(
          hits.some((href) => href.startsWith(version.routeBase + '/')),
          `${version.label}: results from another version: ${hits}`,
        );
        assert.ok(
          hits.some(
            (href) =>
              href === `${expected}${hash}` || (!hash && href.replace(/#.*/, '') === expected),
          ),
          `${version.label}: ${query} → top three ${JSON.stringify(hits)}, expected ${expected}${hash}`,
        );
      }
      await page.context().close();
    });
  }
});

describe('search page: versions, keyboard and accessibility', () => {
  const axeContext = () => newAxeContext(site.browser, site.origin);

  it('names its form, box, selector, count and results in Chinese, with no axe violations', async () => {
    const context = await axeContext();
    const page = await openHydrated(
      context,
      site.origin,
      `/docs/search?q=${encodeURIComponent('相机')}`,
    );
    await page
      .getByRole('status')
      .filter({ hasText: /共找到 \d+ 篇文档/ })
      .waitFor();
    await page.getByRole('search', { name: '搜索文档' }).waitFor();
    await page.getByRole('list', { name: '搜索结果' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  it('the navbar box works by keyboard alone and passes axe with its suggestions open', async () => {
    const context = await axeContext();
    const page = await openHydrated(context, site.origin, '/docs/cli');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: '搜索文档' });
    assert.ok(await input.evaluate((element) => element === document.activeElement));
    await page.keyboard.type('相机', { delay: 20 });
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await options.first().waitFor();
    assert.match(await page.locator('.navbar [role="status"]').innerText(), /^找到 \d+ 条结果$/);
    assert.deepEqual(await axeViolations(page, '.navbar'), []);
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    assert.equal(await second.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/docs/cli');
    await context.close();
  });
});
