import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { builtDocs } from '../../scripts/check-routes';
import { BUILD_DIR, launchBrowser, newContext, startServer } from './support';

const VERSION = process.env.E2E_VERSION ?? 'v7';
const HYDRATION = /hydrat|did not match|server rendered HTML/i;

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

describe(`every built ${VERSION} page`, () => {
  const urls = builtDocs(BUILD_DIR)
    .filter((doc) => doc.version === VERSION)
    .map((doc) => doc.url);

  it('has pages to check', () => {
    assert.ok(urls.length > 0, `no ${VERSION} pages in the build`);
  });

  it('loads with no console error, no hydration error and no failed same-origin request', async () => {
    const context = await newContext(browser, server.origin);
    const problems: string[] = [];
    for (const url of urls) {
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error' || HYDRATION.test(msg.text()))
          problems.push(`${url}: console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${url}: page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(server.origin))
          problems.push(`${url}: request failed: ${request.url()}`);
      });
      page.on('response', (response) => {
        if (response.url().startsWith(server.origin) && response.status() >= 400)
          problems.push(`${url}: HTTP ${response.status()} ${response.url()}`);
      });
      await page.goto(`${server.origin}${url}`);
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
