/**
 * The first-load budget, from the built files: the JS and CSS
 * every doc page's HTML loads, gzip; that the HTML lists every chunk the
 * browser loads before hydrating; link prefetching.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGETS, EIGHT_VERSION_SLIP } from '../../tools/bench/budgets';
import { firstLoad, firstLoadsFromHtml } from '../../tools/bench/firstLoad';
import { kib } from '../../tools/bench/format';
import { resourcesBeforeHydration } from '../../tools/bench/hydration';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { BUILD_DIR, newContext, openHydrated, useSiteAndBrowser, builtBenchPages } from './support';

const site = useSiteAndBrowser();

describe('first-load JS and CSS', () => {
  const pages = builtBenchPages();

  // What a page loads before it hydrates is what its HTML lists (checked in
  // the browser below, on the benchmark pages), so the HTML alone gives it.
  const ceiling = BUDGETS.firstLoadGzip + EIGHT_VERSION_SLIP.firstLoadGzip;
  it(`stays within ${kib(ceiling)} gzip (budget ${kib(BUDGETS.firstLoadGzip)} plus the slip at eight versions) on every built doc page, by the files its HTML lists`, () => {
    const loads = firstLoadsFromHtml(
      BUILD_DIR,
      builtDocs(BUILD_DIR).map((doc) => doc.url),
    );
    assert.ok(loads.length > 0, 'no pages in the build');
    const over = loads
      .filter((load) => load.gzip > ceiling)
      .map((load) => `${load.route}: ${kib(load.gzip)} (largest: ${load.files[0].file})`);
    assert.deepEqual(over, []);
  });

  it("lists in each page's HTML every chunk the page loads before it hydrates, each fetched once", async () => {
    for (const url of pages) {
      const beforeHydration = (
        await resourcesBeforeHydration(site.browser, `${site.origin}${url}`)
      ).map((resource) => new URL(resource).pathname);
      const scripts = beforeHydration.filter((file) => file.endsWith('.js'));
      const load = firstLoad(BUILD_DIR, url, beforeHydration);
      // runtime~main, main and at least the page's own chunk.
      assert.ok(load.fromHtml > 3, `${url}: the HTML lists no route chunk`);
      assert.equal(load.files.length, load.fromHtml, `${url}: chunks loaded that the HTML omits`);
      assert.equal(new Set(scripts).size, scripts.length, `${url}: a script was fetched twice`);
    }
  });

  it('prefetches the chunks of a page linked from the sidebar, once each', async () => {
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
    const prefetched = await page.$$eval('link[rel=prefetch]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    assert.equal(new Set(prefetched).size, prefetched.length, 'a chunk was prefetched twice');
    await context.close();
  });
});
