/**
 * Shared set-up for the end-to-end tests: build/ served under /docs/ by nginx
 * with the shipped configuration (deploy/nginx, as `npm run serve:prod` runs
 * it), and Debian's headless Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { BENCH_PAGES } from '../../tools/bench/firstLoad';
import { launchChromium } from '../../tools/chromium/chromium';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { startNginx, type NginxServer } from '../../tools/nginx/server';
import type { DocVersion } from '../../src/versions';

/** The build under test: build/, or E2E_BUILD_DIR (its Algolia build beside it, as build-algolia). */
export const BUILD_DIR = path.resolve(
  process.env.E2E_BUILD_DIR ?? path.resolve(__dirname, '../../build'),
);

/** The pages the performance benchmark measures (bench/REPORT.md) that this build has: at least three. */
export function builtBenchPages(): string[] {
  const built = new Set(builtDocs(BUILD_DIR).map((doc) => doc.url));
  const pages = BENCH_PAGES.filter((url) => built.has(url));
  if (pages.length < 3) throw new Error(`${BUILD_DIR} has too few benchmark pages: ${pages}`);
  return pages;
}

/** The built HTML of a doc page, by its URL (/docs/apis/camera). */
export function builtHtml(url: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, url.slice('/docs/'.length), 'index.html'), 'utf8');
}

/** The Algolia DocSearch build `npm test` makes beside the main one (with analytics, as production). */
export const ALGOLIA_BUILD_DIR = path.resolve(BUILD_DIR, '../build-algolia');

/** nginx over build/ on a free local port. */
export function startServer(): Promise<NginxServer> {
  return startNginx({ buildDir: BUILD_DIR });
}

export function launchBrowser(): Promise<Browser> {
  return launchChromium([
    '--disable-quic',
    // No host but this machine resolves: nothing a page asks for leaves it.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ]);
}

/**
 * Where a failing test leaves a screenshot and the console log of its pages
 * (E2E_FAILURES_DIR, default test-results/e2e): CI uploads the folder.
 */
export const FAILURES_DIR = path.resolve(process.env.E2E_FAILURES_DIR ?? 'test-results/e2e');
/** At most this many pages are saved per test file: one broken bundle can fail them all. */
const MAX_SAVED_FAILURES = 20;
let savedFailures = 0;
/** Every message each page of our contexts logged, for the failure log. */
const consoleLogs = new WeakMap<Page, string[]>();

function recordConsole(page: Page): string[] {
  let lines = consoleLogs.get(page);
  if (!lines) {
    const log: string[] = [];
    lines = log;
    consoleLogs.set(page, log);
    page.on('console', (message) => log.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => log.push(`[pageerror] ${error.message}`));
  }
  return lines;
}

/**
 * Saves the page as it is now (a full-page screenshot) and its console log,
 * named after `label` (the test, or the URL that failed), with the problems
 * found; returns the files' common path without extension.
 */
export async function saveFailure(
  page: Page,
  label: string,
  problems: string[] = [],
  consoleLines: string[] = consoleLogs.get(page) ?? [],
): Promise<string | undefined> {
  if (savedFailures >= MAX_SAVED_FAILURES || page.isClosed()) return undefined;
  savedFailures += 1;
  const slug = `${String(savedFailures).padStart(2, '0')}-${label
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)}`;
  const base = path.join(FAILURES_DIR, slug);
  fs.mkdirSync(FAILURES_DIR, { recursive: true });
  const text = [
    `test: ${label}`,
    `page: ${page.url()}`,
    ...problems.map((p) => `problem: ${p}`),
    '',
    ...(consoleLines.length ? consoleLines : ['(no console messages)']),
  ];
  fs.writeFileSync(`${base}.console.txt`, `${text.join('\n')}\n`);
  await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 }).catch(() => {});
  return base;
}

/** What a page logs as a console error when the Content-Security-Policy blocks something. */
export const CSP_VIOLATION = 'Content-Security-Policy violation';

/**
 * A browser context in which only our own server is reachable; requests to
 * other hosts get an empty answer (unless `answerOtherHosts` is false: then
 * they fail, as the browser resolves no other host, and no request takes the
 * detour through the test process that answering them costs). Every
 * Content-Security-Policy violation on its pages is logged as a console error
 * (tests that watch the console fail on it).
 */
export async function newContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
  { answerOtherHosts = true } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.on('page', recordConsole);
  if (answerOtherHosts)
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
  await context.addInitScript((label) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod (in DocSearch) probes for eval with an empty Function('') and
      // does without when it is blocked: the policy doing its job.
      if (
        event.blockedURI === 'eval' &&
        /^\(function anonymous\(\s*\) \{\s*\}\)$/.test(event.sample)
      )
        return;
      console.error(
        `${label}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          `${event.sample ? ` ${JSON.stringify(event.sample)}` : ''}` +
          ` (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_VIOLATION);
  return context;
}

/** The console errors (and, for a page, uncaught errors) logged from now on: a live list. */
export function consoleErrors(target: Page | BrowserContext): string[] {
  const errors: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  if ('goto' in target) target.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Starts nginx and the browser before the file's tests and stops them after;
 * the returned object holds both once started.
 */
export function useSiteAndBrowser(): { browser: Browser; origin: string } {
  const shared = {} as { browser: Browser; origin: string };
  let server: NginxServer | undefined;
  before(async () => {
    server = await startServer();
    shared.origin = server.origin;
    shared.browser = await launchBrowser();
  });
  // A failed test leaves its open pages behind as screenshots and console logs.
  afterEach(async (context) => {
    // Node's TestContext has `passed` (Node 20.20 does); @types/node does not list it.
    const test = context as unknown as { passed?: boolean; fullName?: string; name: string };
    if (test.passed !== false || !shared.browser) return;
    const pages = shared.browser.contexts().flatMap((browserContext) => browserContext.pages());
    for (const page of pages) await saveFailure(page, test.fullName ?? test.name);
  });
  after(async () => {
    await shared.browser?.close();
    await server?.close();
  });
  return shared;
}

/** Opens a page of the site in a new tab of `context` and waits until React has hydrated it. */
export async function openHydrated(
  context: BrowserContext,
  origin: string,
  url: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}${url}`);
  // Docusaurus marks <html data-has-hydrated> once React has hydrated the page.
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  return page;
}

/**
 * /docs/search for `query` in a doc version (the latest when none is given),
 * once it has said how many documents it found.
 */
export async function searchOnPage(
  page: Page,
  origin: string,
  query: string,
  version?: Pick<DocVersion, 'isLast' | 'path'>,
): Promise<void> {
  const params = new URLSearchParams({ q: query });
  // The search page's `ctx` parameter: the version's path; none for the latest.
  if (version && !version.isLast) params.set('ctx', version.path);
  await page.goto(`${origin}/docs/search?${params}`);
  await page
    .getByRole('status')
    .filter({ hasText: /共找到|没有找到/ })
    .waitFor();
}

/**
 * A browser context for accessibility checks: axe-core is injected as an
 * inline script, which the site's Content-Security-Policy rightly blocks.
 */
export function newAxeContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return newContext(browser, origin, { bypassCSP: true });
}

let axeSource: string | undefined;

/** axe-core's violations on the page (or inside `include`), one line each: rule and elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<Result> } }).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document);
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, include);
}
