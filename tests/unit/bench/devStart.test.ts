import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openWhenRendered, PAGE_TITLE, timeDevStarts } from '@site/tools/bench/devStart';

/** A page whose server refuses `refusals` connections, then answers. */
function fakePage(refusals: number, otherError?: Error) {
  const calls: string[] = [];
  const page = {
    async goto(url: string) {
      calls.push(`goto ${url}`);
      if (otherError) throw otherError;
      if (calls.length <= refusals) throw new Error('page.goto: net::ERR_CONNECTION_REFUSED');
      return null;
    },
    async waitForSelector(selector: string) {
      calls.push(`wait ${selector}`);
      return null;
    },
  };
  return { page: page as unknown as Page, calls };
}

const url = 'http://localhost:3999/docs/apis/camera';
const soon = () => performance.now() + 10_000;

describe('openWhenRendered', () => {
  it('retries until the dev server listens, then waits for the page title to render', async () => {
    const { page, calls } = fakePage(2);
    await openWhenRendered(page, url, { deadline: soon(), stopped: () => false });
    expect(calls).toEqual([`goto ${url}`, `goto ${url}`, `goto ${url}`, `wait ${PAGE_TITLE}`]);
  });

  it('fails when npm start has stopped, or at the deadline', async () => {
    await expect(
      openWhenRendered(fakePage(5).page, url, { deadline: soon(), stopped: () => true }),
    ).rejects.toThrow('npm start 提前退出了');
    await expect(
      openWhenRendered(fakePage(1000).page, url, {
        deadline: performance.now() + 600,
        stopped: () => false,
      }),
    ).rejects.toThrow(`npm start 没有按时提供 ${url}`);
  });

  it('passes on any other error at once', async () => {
    const { page, calls } = fakePage(0, new Error('page.goto: net::ERR_CERT_INVALID'));
    await expect(
      openWhenRendered(page, url, { deadline: soon(), stopped: () => false }),
    ).rejects.toThrow('ERR_CERT_INVALID');
    expect(calls).toHaveLength(1);
  });
});

describe('timeDevStarts', () => {
  it('times each run with the dev caches as the first found them, then with them ready', async () => {
    const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-starts-'));
    fs.mkdirSync(path.join(cacheRoot, 'production-build'));
    const seen: string[][] = [];
    let run = 0;
    const result = await timeDevStarts({
      siteDir: '/unused',
      port: 0,
      cacheRoot,
      runs: 2,
      // Each start finds the cache folders there are, and adds its own.
      timeOne: async () => {
        seen.push(fs.readdirSync(cacheRoot).sort());
        fs.mkdirSync(path.join(cacheRoot, `dev-${run}`), { recursive: true });
        return 1000 * ++run;
      },
    });
    expect(result).toEqual({ coldMs: [1000, 2000], warmMs: [3000, 4000] });
    expect(seen).toEqual([
      ['production-build'],
      ['production-build'],
      ['dev-1', 'production-build'],
      ['dev-1', 'dev-2', 'production-build'],
    ]);
    fs.rmSync(cacheRoot, { recursive: true });
  });
});
