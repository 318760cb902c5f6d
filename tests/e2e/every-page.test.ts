import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { BUDGETS } from '../../tools/bench/budgets';
import { firstLoad } from '../../tools/bench/firstLoad';
import { kib } from '../../tools/bench/format';
import {
  recordBeforeHydration,
  recordedBeforeHydration,
  sharedSizes,
} from '../../tools/bench/hydration';
import { PAGES_ENV, PAGE_SHARD_ENV, selectPages } from '../../tools/ci/pages';
import { BUILD_DIR, newContext, saveFailure, useSiteAndBrowser } from './support';

/**
 * Pages load in this many browser contexts at once: one per core. The
 * browser's rendering is the limit; more contexts than cores only contend.
 */
const PARALLEL_CONTEXTS = Number(process.env.E2E_CONTEXTS ?? os.availableParallelism());
const ONLY_VERSION = process.env.E2E_VERSION;
/** CI's page jobs: the plan's pages (E2E_PAGES) and one shard of them (E2E_PAGE_SHARD, "2/4"). */
const PAGES = process.env[PAGES_ENV];
const SHARD = process.env[PAGE_SHARD_ENV];
const HYDRATION = /hydrat|did not match|server rendered HTML/i;
/** A phone's width: every page is read at it, and may not scroll sideways. */
const PHONE = { width: 390, height: 844 };

const site = useSiteAndBrowser();
const sizeOf = sharedSizes();

/**
 * The address each page is opened at, in turn: its clean URL, its `.html`
 * URL, its `/index.html` URL (nginx answers both with 301 to the clean URL).
 */
function addressOf(url: string, i: number): string {
  const form = i % 3;
  if (form === 0) return url;
  if (url.endsWith('/')) return `${url}index.html`;
  return form === 1 ? `${url}.html` : `${url}/index.html`;
}

/**
 * How far the page scrolls sideways (0 if it does not), and the outermost
 * elements that reach past the viewport's right edge.
 */
function sidewaysOverflow(): { overflow: number; culprits: string[] } {
  // No nested named functions: this runs in the page, without the test's helpers.
  const root = document.scrollingElement ?? document.documentElement;
  const overflow = root.scrollWidth - root.clientWidth;
  const culprits: string[] = [];
  if (overflow <= 0) return { overflow: 0, culprits };
  const edge = root.clientWidth + 0.5;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.getBoundingClientRect().right <= edge) continue;
    // Not the page's doing: clipped by a scrolling box (a code block), or fixed in place.
    let contained = getComputedStyle(element).position === 'fixed';
    for (let box = element.parentElement; box && !contained; box = box.parentElement) {
      const style = getComputedStyle(box);
      contained = style.overflowX !== 'visible' || style.position === 'fixed';
    }
    const parent = element.parentElement;
    if (contained || (parent && parent.getBoundingClientRect().right > edge)) continue;
    const classes = Array.from(element.classList)
      .slice(0, 2)
      .map((name) => `.${name}`);
    const text = (element.textContent ?? '').trim().slice(0, 40);
    culprits.push(`<${element.tagName.toLowerCase()}${classes.join('')}> "${text}"`);
    if (culprits.length === 3) break;
  }
  return { overflow, culprits };
}

/**
 * Loads one page and returns what went wrong on it, each line naming the
 * page: console errors (Content-Security-Policy violations among them),
 * hydration errors, failed requests, landing anywhere but the clean URL, and
 * scrolling sideways on a phone.
 */
async function problemsOf(
  page: Page,
  url: string,
  clean: string,
): Promise<{ problems: string[]; consoleLines: string[] }> {
  const problems: string[] = [];
  const consoleLines: string[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => {
    consoleLines.push(`[${msg.type()}] ${msg.text()}`);
    if (msg.type() === 'error' || HYDRATION.test(msg.text()))
      problems.push(`${url}: console: ${msg.text()}`);
  };
  const onError = (error: Error) => problems.push(`${url}: page error: ${error.message}`);
  // A request the browser cancelled (a prefetch cut short by leaving the page) is not a failure;
  // a missing file still shows as an HTTP error below.
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    if (
      request.url().startsWith(site.origin) &&
      request.failure()?.errorText !== 'net::ERR_ABORTED'
    )
      problems.push(`${url}: request failed: ${request.url()}`);
  };
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.url().startsWith(site.origin) && response.status() >= 400)
      problems.push(`${url}: HTTP ${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await page.goto(`${site.origin}${url}`, { waitUntil: 'commit' });
    // Docusaurus marks <html data-has-hydrated> once React has hydrated the page (and run its effects).
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const landed = new URL(page.url()).pathname;
    if (landed !== clean) problems.push(`${url}: landed on ${landed}, not ${clean}`);
    const load = firstLoad(BUILD_DIR, clean, await recordedBeforeHydration(page), sizeOf);
    if (load.gzip > BUDGETS.firstLoadGzip)
      problems.push(
        `${url}: first load ${kib(load.gzip)} gzip, over ${kib(BUDGETS.firstLoadGzip)} (largest: ${load.files[0].file})`,
      );
    const { overflow, culprits } = await page.evaluate(sidewaysOverflow);
    if (overflow > 0)
      problems.push(
        `${url}: scrolls sideways by ${overflow}px at ${PHONE.width}px wide: ${culprits.join(', ')}`,
      );
  } catch (error) {
    problems.push(`${url}: ${(error as Error).message}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return { problems, consoleLines };
}

const selection = `${ONLY_VERSION ? ` of ${ONLY_VERSION}` : ''}${PAGES ? ' the CI plan names' : ''}${SHARD ? `, shard ${SHARD}` : ''}`;

describe(`every built page${selection}`, () => {
  const { urls, missing } = selectPages(
    builtDocs(BUILD_DIR)
      .filter((doc) => !ONLY_VERSION || doc.version === ONLY_VERSION)
      .map((doc) => doc.url),
    { pages: PAGES, shard: SHARD },
  );

  it('has pages to check, and every page the CI plan names', () => {
    assert.ok(urls.length > 0, 'no pages in the build');
    assert.deepEqual(missing, [], `${PAGES_ENV} names pages ${BUILD_DIR} does not have`);
  });

  it(`loads within the first-load budget, with no console error, no CSP violation, no hydration error and no failed same-origin request, at its clean, .html and /index.html URLs, and does not scroll sideways at ${PHONE.width} px`, async () => {
    const queue = urls.map((url, i) => ({ url: addressOf(url, i), clean: url }));
    const problems: string[] = [];
    // Each worker has its own context (own storage and cache) and reuses one tab;
    // each page's listeners come off before the next page loads.
    const worker = async () => {
      // No request interception: the test build asks no other host for anything
      // (one it did would fail, and show as a console error).
      const context = await newContext(
        site.browser,
        site.origin,
        { viewport: PHONE },
        { answerOtherHosts: false },
      );
      // Docusaurus prefetches the chunks of every link that scrolls into view
      // (the whole sidebar on each page) unless the reader saves data: those
      // are other pages' chunks, each checked when its own page loads here.
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true, effectiveType: '4g' },
        }),
      );
      const page = await context.newPage();
      await recordBeforeHydration(context, page, site.origin, { answerOtherHosts: false });
      for (let next = queue.shift(); next; next = queue.shift()) {
        const found = await problemsOf(page, next.url, next.clean);
        problems.push(...found.problems);
        if (found.problems.length > 0)
          await saveFailure(page, next.url, found.problems, found.consoleLines);
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: PARALLEL_CONTEXTS }, worker));
    assert.deepEqual(problems, []);
  });
});
