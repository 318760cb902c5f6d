import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { readBuildPolicy } from '../../src/serving/csp';
import { startNginx, type NginxServer } from '../../tools/nginx/server';
import { CONTAINER_META } from '../../src/plugins/tag-manager/container';
import { ALGOLIA_BUILD_DIR, BUILD_DIR, consoleErrors, launchBrowser, newContext } from './support';

const page = (dir: string) => fs.readFileSync(path.join(dir, 'apis/camera/index.html'), 'utf8');

describe('analytics', () => {
  it('are left out of the test build', () => {
    const html = page(BUILD_DIR);
    assert.ok(!html.includes('googletagmanager'), 'no tag manager on its pages');
    assert.ok(!readBuildPolicy(BUILD_DIR).includes('googletagmanager'), 'nor in its policy');
  });

  describe('in a build with analytics (the Algolia build, configured as production)', () => {
    let server: NginxServer;
    let browser: Browser;
    before(async () => {
      assert.ok(fs.existsSync(ALGOLIA_BUILD_DIR), `no Algolia build at ${ALGOLIA_BUILD_DIR}`);
      server = await startNginx({ buildDir: ALGOLIA_BUILD_DIR });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('name the container in a <meta>, with no inline snippet, and the policy allows it', () => {
      const html = page(ALGOLIA_BUILD_DIR);
      // (The HTML minifier drops quotes it does not need.)
      assert.match(html, new RegExp(`<meta name="?${CONTAINER_META}"? content="?GTM-[A-Z0-9]+`));
      assert.ok(!/<script>[^<]*gtm\.js/.test(html), 'no inline tag-manager snippet');
      assert.match(html, /<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html/);
      const policy = readBuildPolicy(ALGOLIA_BUILD_DIR);
      assert.match(policy, /script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
      assert.match(policy, /connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    });

    it('load the container only after the page has loaded, without a console error', async () => {
      const context = await newContext(browser, server.origin);
      const tab = await context.newPage();
      const errors = consoleErrors(tab);
      await tab.addInitScript(() => {
        window.addEventListener('load', () => {
          (window as unknown as { loadedAt: number }).loadedAt = performance.now();
        });
      });
      await tab.goto(`${server.origin}/docs/apis/camera`);
      // Its Resource Timing entry appears once the (empty) answer has arrived.
      const requestedAt = await (
        await tab.waitForFunction(
          () =>
            performance
              .getEntriesByType('resource')
              .find((resource) => /googletagmanager\.com\/gtm\.js\?id=GTM-/.test(resource.name))
              ?.startTime,
          undefined,
          { timeout: 15_000 },
        )
      ).jsonValue();
      const loadedAt = await tab.evaluate(
        () => (window as unknown as { loadedAt?: number }).loadedAt,
      );
      assert.ok(loadedAt !== undefined && requestedAt !== undefined, `${loadedAt} ${requestedAt}`);
      assert.ok(
        requestedAt > loadedAt,
        `container requested at ${requestedAt} ms, load at ${loadedAt} ms`,
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
});
