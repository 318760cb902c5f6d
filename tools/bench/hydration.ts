/**
 * The scripts and stylesheets a page has fetched when Docusaurus starts to
 * hydrate it, observed in Chromium: the client entry preloads the route's
 * chunks, then calls hydrateRoot and stores the root in
 * window.docusaurusRoot. A setter on that property reads the Resource Timing
 * entries at that moment; prefetches started by links after hydration are
 * not among them.
 */
import type { Browser } from 'playwright-core';

/**
 * Page script (a string: functions compiled by tsx reference helpers the page
 * does not have) that stores the loaded resources' URLs in
 * window.__benchBeforeHydration when window.docusaurusRoot is first set.
 */
export const RECORD_AT_HYDRATION = `(() => {
  let root;
  Object.defineProperty(window, 'docusaurusRoot', {
    configurable: true,
    get: () => root,
    set: (value) => {
      if (!window.__benchBeforeHydration)
        window.__benchBeforeHydration = performance.getEntriesByType('resource').map((e) => e.name);
      root = value;
    },
  });
})();`;

declare global {
  interface Window {
    __benchBeforeHydration?: string[];
  }
}

/** URLs of every resource the page at `url` had loaded when hydration started. */
export async function resourcesBeforeHydration(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    // Other hosts (Google Tag Manager) are not what is measured; answer them empty.
    const { origin } = new URL(url);
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await context.addInitScript({ content: RECORD_AT_HYDRATION });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__benchBeforeHydration !== undefined, undefined, {
      timeout: 30_000,
    });
    return await page.evaluate(() => window.__benchBeforeHydration ?? []);
  } finally {
    await context.close();
  }
}
