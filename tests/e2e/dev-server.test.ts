/**
 * `npm start`, as a translator runs it (the latest and next versions by
 * default): each page must render as the production build renders it (same
 * title, same number of code blocks), whether opened by address or by a
 * sidebar link, in the latest version and in next.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  openWhenRendered,
  PAGE_TITLE,
  startDevServer,
  type DevServer,
} from '../../tools/bench/devStart';
import { freePort } from '../../tools/nginx/server';
import { decodeEntities } from '../../src/lib/html';
import { builtHtml, consoleErrors, launchBrowser } from './support';

const SITE_DIR = path.resolve(__dirname, '../..');

/** The title and number of code blocks of a page in the production build. */
function builtPage(url: string): { title: string; codeBlocks: number } {
  const html = builtHtml(url);
  const h1 = /<article[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  assert.ok(h1, `${url}: no title in the build`);
  const title = decodeEntities(h1[1].replace(/<[^>]+>/g, '')).trim();
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return { title, codeBlocks: (article.match(/<pre[\s>]/g) ?? []).length };
}

async function rendered(page: Page) {
  return {
    title: (await page.locator(PAGE_TITLE).textContent())!.trim(),
    codeBlocks: await page.locator('article pre').count(),
  };
}

describe('npm start', () => {
  let server: DevServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    errors = consoleErrors(page);
    server = startDevServer({ siteDir: SITE_DIR, port: await freePort() });
  });
  after(async () => {
    await server?.stop();
    await browser?.close();
  });

  it('renders the first page it is asked for, as the build does', async () => {
    const url = '/docs/apis/camera';
    await openWhenRendered(page, server.origin + url, {
      deadline: performance.now() + 120_000,
      stopped: server.exited,
    });
    await page.waitForFunction(
      (count) => document.querySelectorAll('article pre').length === count,
      builtPage(url).codeBlocks,
      { timeout: 30_000 },
    );
    assert.deepEqual(await rendered(page), builtPage(url));
  });

  it('renders a page reached by a sidebar link', async () => {
    const url = '/docs/apis/browser';
    await page.locator(`nav.menu a[href="${url}"]`).click();
    await page.waitForFunction(
      ([path, title]) =>
        location.pathname === path &&
        document.querySelector('article h1')?.textContent?.trim() === title,
      [url, builtPage(url).title],
      { timeout: 60_000 },
    );
    assert.deepEqual(await rendered(page), builtPage(url));
  });

  it("renders the next version's pages", async () => {
    const url = '/docs/next/apis/camera';
    await page.goto(server.origin + url);
    await page.waitForFunction(
      (title) => document.querySelector('article h1')?.textContent?.trim() === title,
      builtPage(url).title,
      { timeout: 60_000 },
    );
    assert.deepEqual(await rendered(page), builtPage(url));
    assert.deepEqual(errors, []);
  });
});
