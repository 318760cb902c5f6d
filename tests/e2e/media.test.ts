/**
 * Embedded media: the deep-links guide's video is a poster that fits a phone
 * screen and asks YouTube for nothing until it is clicked; the click (or
 * Enter on it) loads the player, which the build's Content-Security-Policy
 * allows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { consoleErrors, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();

/** The latest version's deep-links guide (v7, at /docs/). */
const PAGE = '/docs/guides/deep-links';
const VIDEO_ID = 'vadlZ-d8wAI';
const PLAYER = `iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}"]`;
const YOUTUBE =
  /^https?:\/\/([a-z0-9-]+\.)*(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|youtu\.be)\//;

type Watched = { page: Page; youTubeRequests: string[]; errors: string[] };

/** Opens the page with every request to YouTube's hosts and every console error recorded. */
async function openWatched(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await newContext(site.browser, site.origin, options);
  const youTubeRequests: string[] = [];
  const errors = consoleErrors(context);
  context.on('request', (request) => {
    if (YOUTUBE.test(request.url())) youTubeRequests.push(request.url());
  });
  const page = await openHydrated(context, site.origin, PAGE);
  await page.waitForLoadState('networkidle');
  return { page, youTubeRequests, errors };
}

describe('video embed on the deep-links guide', () => {
  it('at 390 px: no horizontal scroll, no request to YouTube before the click, the player after it', async () => {
    const { page, youTubeRequests, errors } = await openWatched({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    assert.ok(scrollWidth <= clientWidth, `page scrolls sideways: ${scrollWidth} > ${clientWidth}`);

    const poster = page.getByRole('button', { name: /^播放视频：/ });
    await poster.scrollIntoViewIfNeeded();
    const box = (await poster.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `poster spans ${box.x}–${box.x + box.width}`);
    assert.ok(
      Math.abs(box.width / box.height - 16 / 9) < 0.05,
      `poster is ${box.width}×${box.height}`,
    );
    assert.equal(await page.locator('article iframe').count(), 0, 'an iframe before the click');
    assert.equal(
      youTubeRequests.length,
      0,
      `requests to YouTube before the click: ${youTubeRequests.join(', ')}`,
    );

    await poster.click();
    const player = page.locator(PLAYER);
    await player.waitFor({ state: 'attached', timeout: 5000 });
    assert.match((await player.getAttribute('title')) ?? '', /[\u4e00-\u9fff]/);
    assert.match((await player.getAttribute('src')) ?? '', /[?&]autoplay=1\b/);
    await page.waitForLoadState('networkidle');
    assert.ok(
      youTubeRequests.some((url) =>
        url.startsWith(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`),
      ),
      `the click loads the player: ${JSON.stringify(youTubeRequests)}`,
    );
    // No hydration error, and no CSP violation: the policy allows the player.
    assert.deepEqual(errors, [], 'console errors');
    const after = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth - root.clientWidth;
    });
    assert.ok(after <= 0, `page scrolls sideways with the player: ${after}px`);
    await page.context().close();
  });

  it('loads the player from the keyboard and links to the video on YouTube', async () => {
    const { page, youTubeRequests } = await openWatched();
    const link = page.getByRole('link', { name: /^在 YouTube 上观看/ });
    assert.equal(await link.getAttribute('href'), `https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await page.getByRole('button', { name: /^播放视频：/ }).focus();
    // The player's request is issued after its iframe is attached: wait for it.
    const playerRequest = page.waitForRequest((request) => YOUTUBE.test(request.url()), {
      timeout: 5000,
    });
    await page.keyboard.press('Enter');
    await page.locator(PLAYER).waitFor({ state: 'attached', timeout: 5000 });
    assert.ok(
      await page.evaluate((selector) => document.activeElement?.matches(selector), PLAYER),
      'focus moves to the player',
    );
    await playerRequest;
    assert.ok(youTubeRequests.length > 0);
    await page.context().close();
  });
});
