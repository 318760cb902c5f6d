/**
 * Code blocks: highlighted while the pages compile, so no page downloads
 * Prism; a code block is kept as the server rendered it when the page
 * hydrates in the default (light) colour mode, and readers in dark mode get
 * the dark code colours.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { darkCodeTheme, lightCodeTheme } from '../../src/data/codeThemes';
import { themeStyles } from '../../src/browser/codeTokens/themeStyles';
import { consoleErrors, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();

const WITH_CODE = '/docs/apis/camera';
/** Another page with code, reached by a link in the sidebar. */
const OTHER_WITH_CODE = '/docs/apis/geolocation';
/** A string of Prism's core (its tokenizer's hook), in any bundle that holds Prism. */
const HIGHLIGHTER_MARK = 'before-tokenize';

/** The scripts a page downloads that hold a code highlighter. */
function highlighterScripts(context: BrowserContext): string[] {
  const found: string[] = [];
  context.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(HIGHLIGHTER_MARK)) found.push(response.url());
  });
  return found;
}

/** Counts code blocks taken out of the page (from before the page's scripts run). */
async function watchRemovedCodeBlocks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counter = window as unknown as { removedCodeBlocks: number };
    counter.removedCodeBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records)
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLElement && (node.matches('pre') || node.querySelector('pre')))
            counter.removedCodeBlocks += 1;
        });
    }).observe(document, { subtree: true, childList: true });
  });
}

/** The computed colour of a CSS colour value, as the browser writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('code blocks', () => {
  it('come highlighted without the browser downloading a highlighter, on first load and on navigation', async () => {
    const context = await newContext(site.browser, site.origin);
    const scripts = highlighterScripts(context);
    const page = await openHydrated(context, site.origin, WITH_CODE);
    await page.waitForLoadState('networkidle');
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    assert.ok((await page.locator('.theme-code-block .token').count()) > 10);
    assert.equal(
      await keyword.evaluate((token) => getComputedStyle(token).color),
      rgb(String(themeStyles(lightCodeTheme, '').byType.keyword.color)),
    );

    await page.locator(`.theme-doc-sidebar-menu a[href="${OTHER_WITH_CODE}"]`).click();
    await page.waitForURL(`${site.origin}${OTHER_WITH_CODE}`);
    await page.waitForLoadState('networkidle');
    assert.ok((await page.locator('.theme-code-block .token.keyword').count()) > 0);
    assert.deepEqual(scripts, [], 'a script with Prism was downloaded');
    await context.close();
  });

  it('keep the server-rendered code blocks when a page hydrates in light mode', async () => {
    const context = await newContext(site.browser, site.origin);
    const errors = consoleErrors(context);
    await watchRemovedCodeBlocks(context);
    const page = await openHydrated(context, site.origin, WITH_CODE);
    await page.waitForLoadState('networkidle');
    assert.ok((await page.locator('.theme-code-block').count()) > 5);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { removedCodeBlocks: number }).removedCodeBlocks,
      ),
      0,
    );
    const background = await page
      .locator('.theme-code-block')
      .first()
      .evaluate((block) => getComputedStyle(block).getPropertyValue('--prism-background-color'));
    assert.equal(background.toLowerCase(), lightCodeTheme.plain.backgroundColor?.toLowerCase());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('show the dark code colours to a reader in dark mode', async () => {
    const context = await newContext(site.browser, site.origin);
    const errors = consoleErrors(context);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await openHydrated(context, site.origin, WITH_CODE);
    const block = page.locator('.theme-code-block').first();
    await page.waitForFunction(
      (expected) =>
        getComputedStyle(document.querySelector('.theme-code-block')!)
          .getPropertyValue('--prism-background-color')
          .toLowerCase() === expected,
      darkCodeTheme.plain.backgroundColor?.toLowerCase(),
    );
    assert.equal(
      await block.evaluate((element) => getComputedStyle(element.querySelector('pre')!).color),
      rgb(darkCodeTheme.plain.color!),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
