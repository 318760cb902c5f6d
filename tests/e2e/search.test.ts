import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BUILD_DIR, newContext, useSiteAndBrowser } from './support';
import { searchIndexFiles } from '../../src/plugins/search-local/trimIndex';
import { builtDocs } from '../../src/inventory/builtRoutes';

/** What a reader downloads to search one version: one index file, gzipped. */
const INDEX_BUDGET_GZIP = 500 * 1024;

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

describe('local search', () => {
  it('keeps every version index within the download budget', () => {
    const indexes = searchIndexFiles(BUILD_DIR);
    const versions = new Set(builtDocs(BUILD_DIR).map((doc) => doc.version));
    assert.equal(indexes.length, versions.size, `one index per built version: ${indexes}`);
    for (const file of indexes) {
      const gzipped = zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, file))).length;
      assert.ok(
        gzipped <= INDEX_BUDGET_GZIP,
        `${file}: ${gzipped} bytes gzipped > ${INDEX_BUDGET_GZIP}`,
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
