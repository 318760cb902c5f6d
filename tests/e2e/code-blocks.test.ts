/**
 * Code blocks: Prism comes only with the pages that have code, a code block
 * is highlighted by the server and kept as it is when the page hydrates in
 * the default (light) colour mode, and readers in dark mode get the dark
 * code colours.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { darkCodeTheme, lightCodeTheme } from '../../src/data/codeThemes';
import { consoleErrors, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();

const WITH_CODE = '/docs/apis/camera';
const WITHOUT_CODE = '/docs/';
/** A string of src/theme/CodeBlock/Highlighted.tsx, which is in the highlighter's chunk only. */
const HIGHLIGHTER_MARK = 'server-colours';

/** The scripts a page downloads that hold the code highlighter. */
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
  it('load the highlighter with a page that has code, and not with one that has none', async () => {
    const context = await newContext(site.browser, site.origin);
    const scripts = highlighterScripts(context);
    const page = await openHydrated(context, site.origin, WITHOUT_CODE);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(scripts, [], `${WITHOUT_CODE} downloaded the highlighter`);

    await page.goto(`${site.origin}${WITH_CODE}`);
    await page.waitForLoadState('networkidle');
    assert.equal(scripts.length, 1, `${WITH_CODE} should download the highlighter once`);
    assert.ok((await page.locator('.theme-code-block .token').count()) > 10);
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
