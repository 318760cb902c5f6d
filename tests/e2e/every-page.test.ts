import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtDocs } from '../../scripts/check-routes';
import { BUILD_DIR, newContext, useSiteAndBrowser } from './support';

const VERSION = process.env.E2E_VERSION ?? 'v7';
const HYDRATION = /hydrat|did not match|server rendered HTML/i;

const site = useSiteAndBrowser();

describe(`every built ${VERSION} page`, () => {
  const urls = builtDocs(BUILD_DIR)
    .filter((doc) => doc.version === VERSION)
    .map((doc) => doc.url);

  it('has pages to check', () => {
    assert.ok(urls.length > 0, `no ${VERSION} pages in the build`);
  });

  it('loads with no console error, no hydration error and no failed same-origin request', async () => {
    const context = await newContext(site.browser, site.origin);
    const problems: string[] = [];
    for (const url of urls) {
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error' || HYDRATION.test(msg.text()))
          problems.push(`${url}: console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${url}: page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(site.origin))
          problems.push(`${url}: request failed: ${request.url()}`);
      });
      page.on('response', (response) => {
        if (response.url().startsWith(site.origin) && response.status() >= 400)
          problems.push(`${url}: HTTP ${response.status()} ${response.url()}`);
      });
      await page.goto(`${site.origin}${url}`);
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
