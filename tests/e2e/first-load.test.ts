/**
 * The first-load budget on the benchmark pages, measured in Chromium: the
 * JS and CSS a page has loaded when it starts to hydrate (its HTML's, and
 * its route's chunks), gzip; link prefetching.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGETS } from '../../tools/bench/budgets';
import { firstLoad } from '../../tools/bench/firstLoad';
import { kib } from '../../tools/bench/format';
import { resourcesBeforeHydration } from '../../tools/bench/hydration';
import { BUILD_DIR, newContext, openHydrated, useSiteAndBrowser, builtBenchPages } from './support';

const site = useSiteAndBrowser();

describe('first-load JS and CSS', () => {
  const pages = builtBenchPages();
  // Every doc page's first load is checked as it loads in every-page.test.ts.

  it(`stays within the budget of ${kib(BUDGETS.firstLoadGzip)} gzip on the benchmark pages, each script fetched once, the page's own chunks among them`, async () => {
    for (const url of pages) {
      const beforeHydration = (
        await resourcesBeforeHydration(site.browser, `${site.origin}${url}`)
      ).map((resource) => new URL(resource).pathname);
      const scripts = beforeHydration.filter((file) => file.endsWith('.js'));
      const load = firstLoad(BUILD_DIR, url, beforeHydration);
      assert.ok(load.gzip <= BUDGETS.firstLoadGzip, `${url}: ${kib(load.gzip)}`);
      // runtime~main and main from the HTML, and at least the page's own chunk.
      assert.ok(load.files.length > load.fromHtml, `${url}: no route chunk before hydration`);
      assert.equal(new Set(scripts).size, scripts.length, `${url}: a script was fetched twice`);
    }
  });

  it('prefetches the chunks of a page linked from the sidebar', async () => {
    const chunks = async (url: string) =>
      (await resourcesBeforeHydration(site.browser, `${site.origin}${url}`))
        .map((resource) => new URL(resource).pathname)
        .filter((file) => file.endsWith('.js'));
    const onCamera = new Set(await chunks('/docs/apis/camera'));
    const geolocationOnly = (await chunks('/docs/apis/geolocation')).filter(
      (file) => !onCamera.has(file),
    );
    assert.ok(geolocationOnly.length > 0, 'the geolocation page loads no chunk of its own');

    const context = await newContext(site.browser, site.origin);
    const page = await openHydrated(context, site.origin, '/docs/apis/camera');
    await page
      .locator('.theme-doc-sidebar-menu a[href="/docs/apis/geolocation"]')
      .scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (files) => {
        const prefetched = Array.from(document.querySelectorAll('link[rel=prefetch]')).map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        );
        return files.every((file) => prefetched.includes(file));
      },
      geolocationOnly,
      { timeout: 10_000 },
    );
    await context.close();
  });
});
