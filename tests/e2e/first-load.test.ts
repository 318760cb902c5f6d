/**
 * The first-load budget (issue 20), from the built files: the JS and CSS a
 * benchmark page's HTML loads plus the route chunks Docusaurus loads before
 * hydrating it, as the browser requests them, gzip.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGETS } from '../../src/bench/budgets';
import { BENCH_PAGES, firstLoad } from '../../src/bench/firstLoad';
import { kib } from '../../src/bench/format';
import { resourcesBeforeHydration } from '../../src/bench/hydration';
import { builtDocs } from '../../src/inventory/builtRoutes';
import { BUILD_DIR, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();
const built = new Set(builtDocs(BUILD_DIR).map((doc) => doc.url));

describe('first-load JS and CSS', () => {
  const pages = BENCH_PAGES.filter((url) => built.has(url));

  it('has pages to measure', () => {
    assert.ok(pages.length >= 3, `built: ${pages}`);
  });

  it(`stays within ${kib(BUDGETS.firstLoadGzip)} gzip on every benchmark page`, async () => {
    const over: string[] = [];
    for (const url of pages) {
      const beforeHydration = await resourcesBeforeHydration(site.browser, `${site.origin}${url}`);
      const load = firstLoad(BUILD_DIR, url, beforeHydration);
      assert.ok(
        load.files.length > load.fromHtml,
        `${url}: no route chunk loaded before hydration`,
      );
      if (load.gzip > BUDGETS.firstLoadGzip)
        over.push(
          `${url}: ${kib(load.gzip)} (${load.files.map((file) => `${file.file} ${kib(file.gzip)}`).join(', ')})`,
        );
    }
    assert.deepEqual(over, []);
  });
});
