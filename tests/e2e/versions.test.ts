import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { DOC_VERSIONS, LAST_VERSION, findDocVersion, writtenVersions } from '../../src/versions';
import { readInventory } from '../../src/versions/inventory';
import { BUILD_DIR, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();
const built = new Set(builtDocs(BUILD_DIR).map((doc) => doc.version));
const builtVersions = DOC_VERSIONS.filter((v) => built.has(v.name));
const latest = findDocVersion(LAST_VERSION);

const BANNER_TEXT = {
  unreleased: '尚未发行的文档',
  unmaintained: '现已不再积极维护',
} as const;

async function open(url: string): Promise<Page> {
  return openHydrated(await newContext(site.browser, site.origin), site.origin, url);
}

/** Where the docs plugin keeps the version a reader last visited (storage slots are not namespaced here). */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The search page (not a doc page) after a reload with a saved preferred version. */
async function withPreferredVersion(saved: string): Promise<Page> {
  const page = await open('/docs/search');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [PREFERRED_VERSION_KEY, saved],
  );
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  // The docs plugin checks the saved version in an effect after hydration: two frames later it has run.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page;
}

describe('doc versions', () => {
  it('has built versions to check', () => {
    assert.ok(builtVersions.length > 0);
  });

  it('a saved preferred version that exists is kept', async () => {
    const older = builtVersions.find((v) => !v.isLast && v.name !== 'current');
    if (!older) return;
    const page = await withPreferredVersion(older.name);
    assert.equal(
      await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY),
      older.name,
    );
    await page.context().close();
  });

  it('a saved preferred version that no longer exists is cleared', async () => {
    const page = await withPreferredVersion('v1');
    assert.equal(
      await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY),
      null,
    );
    await page.context().close();
  });

  it('the version dropdown leads to the same page in every version, and loads it', async () => {
    const older = builtVersions.find((v) => !v.isLast && v.name !== 'current');
    if (!older) return;
    const page = await open(`${older.routeBase}/apis/camera`);
    const dropdown = page.locator('.sidebar-version-dropdown');
    await dropdown.locator('.dropdown').hover();
    const items = dropdown.locator('.dropdown__menu a');
    const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const inventory = readInventory(process.cwd());
    assert.deepEqual(
      hrefs,
      writtenVersions(process.cwd()).map(
        (name) =>
          inventory.versions
            .find((v) => v.name === name)
            ?.docs.find((doc) => doc.id === 'apis/camera')?.permalink,
      ),
    );
    // Followed from the keyboard, as a reader who tabs to it would: a click
    // moves the pointer, and on a busy machine it can land on the sidebar
    // while the menu is still sliding open, which ends the hover and closes it.
    await items.filter({ hasText: new RegExp(`^${latest.label}(\\s|$)`) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${latest.routeBase}/apis/camera`);
    await page.locator('article h1').waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), /找不到页面/);
    // The choice is saved, and the latest version's build keeps it.
    assert.equal(
      await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY),
      latest.name,
    );
    await page.context().close();
  });

  it('the logo leads from an older version to the latest version’s home page', async () => {
    const older = builtVersions.find((v) => !v.isLast && v.name !== 'current');
    if (!older) return;
    const page = await open(`${older.routeBase}/apis/camera`);
    await page.locator('a.navbar__brand').click();
    await page.waitForURL((url) => url.pathname === `${latest.routeBase}/`);
    await page.locator('article h1').waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), /找不到页面/);
    await page.context().close();
  });

  for (const version of builtVersions) {
    const cameraPage = `${version.routeBase}/apis/camera`;

    if (version.banner === 'none') {
      it(`${version.label}: shows no version banner`, async () => {
        const page = await open(cameraPage);
        assert.equal(await page.locator('.theme-doc-version-banner').count(), 0);
        await page.context().close();
      });
    } else {
      const text = BANNER_TEXT[version.banner];
      it(`${version.label}: says in Chinese that the version is ${version.banner}, linking to the same page in ${latest.label}`, async () => {
        const page = await open(cameraPage);
        const banner = page.locator('.theme-doc-version-banner');
        const said = await banner.innerText();
        assert.match(said, new RegExp(text));
        assert.match(said, new RegExp(`${version.label}`));
        assert.match(said, new RegExp(`最新版本（${latest.label}）`));
        const link = banner.locator('a');
        assert.equal(await link.getAttribute('href'), `${latest.routeBase}/apis/camera`);
        await link.click();
        await page.waitForURL((url) => url.pathname === `${latest.routeBase}/apis/camera`);
        await page.context().close();
      });
    }

    it(`${version.label}: the plugins page leads to its own plugin pages`, async () => {
      const page = await open(`${version.routeBase}/plugins`);
      const hrefs = (
        await page
          .locator('article a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).filter((href) => /\/(apis|plugins\/community)\/?$/.test(href));
      assert.ok(hrefs.length >= 2, `links on ${version.routeBase}/plugins: ${hrefs}`);
      for (const href of hrefs) assert.ok(href?.startsWith(`${version.routeBase}/`), `${href}`);
      await page.context().close();
    });

    it(`${version.label}: search while reading it finds its own pages first`, async () => {
      const page = await open(`${version.routeBase}/cli`);
      const input = page.locator('.navbar input.navbar__search-input');
      await input.click();
      await input.pressSequentially('相机', { delay: 20 });
      const first = page.locator('.navbar [role="option"]').first();
      await first.waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== `${version.routeBase}/cli`);
      assert.equal(new URL(page.url()).pathname, cameraPage);
      await page.context().close();
    });
  }
});
