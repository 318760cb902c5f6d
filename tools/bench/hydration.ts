/**
 * The scripts and stylesheets a page has fetched when Docusaurus starts to
 * hydrate it, observed in Chromium: the client entry preloads the route's
 * chunks, then calls hydrateRoot and stores the root in
 * window.docusaurusRoot. A setter on that property reads the Resource Timing
 * entries at that moment; prefetches started by links after hydration are
 * not among them.
 */
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { firstLoad, type FirstLoad } from './firstLoad';
import { fileSize, type FileSize } from './sizes';

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

/**
 * Makes each page of the context record what it loaded by the start of
 * hydration, with the browser cache off for `page` (so files the previous
 * page loaded count again). Other hosts (Google Tag Manager) are answered
 * empty, unless the caller has seen to them (`answerOtherHosts: false`).
 */
export async function recordBeforeHydration(
  context: BrowserContext,
  page: Page,
  origin: string,
  { answerOtherHosts = true } = {},
): Promise<void> {
  if (answerOtherHosts)
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
  await context.addInitScript({ content: RECORD_AT_HYDRATION });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** What the page on screen had loaded when hydration started (see recordBeforeHydration). */
export async function recordedBeforeHydration(page: Page): Promise<string[]> {
  await page.waitForFunction(() => window.__benchBeforeHydration !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => window.__benchBeforeHydration ?? []);
}

/** URLs of every resource the page at `url` had loaded when hydration started. */
export async function resourcesBeforeHydration(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await recordBeforeHydration(context, page, new URL(url).origin);
    await page.goto(url);
    return await recordedBeforeHydration(page);
  } finally {
    await context.close();
  }
}

/** A size measure that reads each file once. */
export function sharedSizes(): (buildDir: string, file: string) => FileSize {
  const sizes = new Map<string, FileSize>();
  return (dir, file) => {
    if (!sizes.has(file)) sizes.set(file, fileSize(dir, file));
    return sizes.get(file)!;
  };
}

/**
 * First loads of many pages, each measured in Chromium as it hydrates (the
 * route's chunks load after main.js starts, so the HTML alone does not tell
 * them), in `contexts` tabs at once (one per core: more only contend);
 * heaviest first.
 */
export async function firstLoadsInBrowser(
  browser: Browser,
  origin: string,
  buildDir: string,
  routes: string[],
  contexts = os.availableParallelism(),
): Promise<FirstLoad[]> {
  const queue = [...routes];
  const loads: FirstLoad[] = [];
  const sizeOf = sharedSizes();
  const worker = async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await recordBeforeHydration(context, page, origin);
      for (let route = queue.shift(); route; route = queue.shift()) {
        await page.goto(`${origin}${route}`);
        loads.push(firstLoad(buildDir, route, await recordedBeforeHydration(page), sizeOf));
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: contexts }, worker));
  return loads.sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route));
}
