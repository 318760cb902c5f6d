import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtDocs } from '../../src/inventory/builtRoutes';
import { BENCH_PAGES } from '../../src/bench/firstLoad';
import {
  axeViolations,
  BUILD_DIR,
  newAxeContext,
  openHydrated,
  useSiteAndBrowser,
} from './support';

const site = useSiteAndBrowser();
const built = new Set(builtDocs(BUILD_DIR).map((doc) => doc.url));

describe('accessibility (axe-core)', () => {
  const pages = BENCH_PAGES.filter((url) => built.has(url));

  it('has pages to check', () => {
    assert.ok(pages.length >= 3, `built: ${pages}`);
  });

  for (const colorMode of ['light', 'dark'] as const) {
    it(`finds no violations on the benchmark pages, ${colorMode} mode`, async () => {
      const context = await newAxeContext(site.browser, site.origin);
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      const problems: string[] = [];
      for (const url of pages) {
        const page = await openHydrated(context, site.origin, url);
        assert.equal(await page.locator('html').getAttribute('data-theme'), colorMode);
        problems.push(...(await axeViolations(page)).map((line) => `${url}: ${line}`));
        await page.close();
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
