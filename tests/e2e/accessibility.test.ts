import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  axeViolations,
  builtBenchPages,
  newAxeContext,
  openHydrated,
  useSiteAndBrowser,
} from './support';

const site = useSiteAndBrowser();

describe('accessibility (axe-core)', () => {
  const pages = builtBenchPages();

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
