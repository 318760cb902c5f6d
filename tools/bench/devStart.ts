/**
 * How long `npm start` takes to serve its first page: the time from
 * starting it until a doc page's title shows in Chromium (an answer from the
 * dev server is not enough: the page has to have compiled and rendered). The
 * dev server runs in a process group of its own, stopped as a whole afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ENV } from '../../src/site';
import { launchChromium } from '../chromium/chromium';

export const DEV_START_PAGE = '/docs/apis/camera';
/** What shows once a doc page has rendered. */
export const PAGE_TITLE = 'article h1';
const TIMEOUT_MS = 180_000;
const RETRY_MS = 250;

export type DevServer = {
  origin: string;
  /** Whether npm start has stopped. */
  exited: () => boolean;
  /** Stops the dev server. */
  stop(): Promise<void>;
};

/** `npm start` (docusaurus start) on a port, with the given DOCS_VERSIONS (default: the dev server's). */
export function startDevServer({
  siteDir,
  port,
  versions,
}: {
  siteDir: string;
  port: number;
  versions?: string;
}): DevServer {
  const child = spawn('npm', ['start', '--silent', '--', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...(versions ? { [ENV.docsVersions]: versions } : {}) },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return {
    origin: `http://localhost:${port}`,
    exited: () => exited,
    async stop() {
      if (!exited && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exit;
    },
  };
}

/**
 * Opens `url` as soon as the dev server listens, and waits until the page's
 * title has rendered; fails if the server stops or the deadline passes.
 */
export async function openWhenRendered(
  page: Page,
  url: string,
  { deadline, stopped }: { deadline: number; stopped: () => boolean },
): Promise<void> {
  for (;;) {
    if (stopped()) throw new Error('npm start 提前退出了');
    if (performance.now() > deadline) throw new Error(`npm start 没有按时提供 ${url}`);
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: deadline - performance.now() });
      break;
    } catch (error) {
      if (!/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  await page.waitForSelector(PAGE_TITLE, {
    state: 'visible',
    timeout: Math.max(1, deadline - performance.now()),
  });
}

export async function timeDevStart({
  siteDir,
  port,
}: {
  siteDir: string;
  port: number;
}): Promise<number> {
  const browser: Browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const started = performance.now();
    const server = startDevServer({ siteDir, port });
    try {
      await openWhenRendered(page, `${server.origin}${DEV_START_PAGE}`, {
        deadline: started + TIMEOUT_MS,
        stopped: server.exited,
      });
      return performance.now() - started;
    } finally {
      await server.stop();
    }
  } finally {
    await browser.close();
  }
}

/**
 * `npm start` timed `runs` times with the dev caches empty, then `runs`
 * times with them ready. Before each run with empty caches, the cache
 * folders the previous run added under `cacheRoot` are removed, so every
 * such run starts as the first did.
 */
export async function timeDevStarts({
  siteDir,
  port,
  cacheRoot,
  runs,
  log = () => {},
  timeOne = () => timeDevStart({ siteDir, port }),
}: {
  siteDir: string;
  port: number;
  cacheRoot: string;
  runs: number;
  log?: (ms: number) => void;
  /** One timed start (the tests' stand-in for npm start). */
  timeOne?: () => Promise<number>;
}): Promise<{ coldMs: number[]; warmMs: number[] }> {
  const folders = () => (fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []);
  const before = new Set(folders());
  const timed = async () => {
    const ms = await timeOne();
    log(ms);
    return ms;
  };
  const coldMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const added of folders().filter((folder) => !before.has(folder)))
      fs.rmSync(path.join(cacheRoot, added), { recursive: true, force: true });
    coldMs.push(await timed());
  }
  const warmMs: number[] = [];
  for (let run = 0; run < runs; run++) warmMs.push(await timed());
  return { coldMs, warmMs };
}
