/**
 * Rough edges a first-time reader runs into, checked as they see them: the
 * table of contents and the ad beneath it while scrolling, the 英文 heading
 * links on a phone, the navbar's English item, the version menu's marks and
 * the not-found page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { DOC_VERSIONS, LAST_VERSION, findDocVersion, writtenVersions } from '../../src/versions';
import { readInventory } from '../../src/versions/inventory';
import { pathInVersion } from '../../src/browser/versionLinks';
import { ENGLISH_DOCS } from '../../src/data/links';
import {
  BUILD_DIR,
  axeViolations,
  builtHtml,
  newAxeContext,
  newContext,
  openHydrated,
  useSiteAndBrowser,
} from './support';

const site = useSiteAndBrowser();
const latest = findDocVersion(LAST_VERSION);
const docs = builtDocs(BUILD_DIR);
const builtUrls = new Set(docs.map((doc) => doc.url));
const builtVersions = DOC_VERSIONS.filter((v) => docs.some((doc) => doc.version === v.name));
const older = builtVersions.find((v) => !v.isLast && v.name !== 'current');
const written = writtenVersions(process.cwd());
const inventory = readInventory(process.cwd());

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

async function open(url: string, options: BrowserContextOptions = {}): Promise<Page> {
  return openHydrated(await newContext(site.browser, site.origin, options), site.origin, url);
}

/** Two animation frames: layout and sticky positions have settled after a scroll. */
function settle(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Whether an element is painted where a reader would see it: a box, not transparent, not hidden. */
function painted(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((el) => {
      const box = el.getBoundingClientRect();
      let opacity = 1;
      for (let node: Element | null = el; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && opacity > 0.05 && style.visibility !== 'hidden';
    }),
  );
}

describe('table of contents and the ad beneath it', () => {
  // The pages the reader report names, and the latest version's pages with
  // the longest tables of contents (the built HTML lists their entries).
  const named = ['/docs/getting-started/environment-setup', '/docs/ios'];
  const longest = docs
    .filter((doc) => doc.version === LAST_VERSION && !named.includes(doc.url))
    .map((doc) => ({
      url: doc.url,
      entries: builtHtml(doc.url).split('table-of-contents__link').length - 1,
    }))
    .sort((a, b) => b.entries - a.entries)
    .slice(0, 3)
    .map((doc) => doc.url);
  const pages = [...named.filter((url) => builtUrls.has(url)), ...longest];

  for (const width of [1280, 1600]) {
    it(`never overlap, and both stay in view while scrolling, at ${width} px`, async () => {
      assert.ok(pages.length >= 4, `pages: ${pages}`);
      const context = await newContext(site.browser, site.origin, {
        viewport: { width, height: 900 },
      });
      const overlaps: string[] = [];
      for (const url of pages) {
        const page = await openHydrated(context, site.origin, url);
        const ad = page.locator('aside[data-ad-id]');
        await ad.waitFor();
        // Its image is loaded lazily, once in view: the reader sees it from the top of the page.
        await page.waitForFunction(
          () => document.querySelector<HTMLImageElement>('aside[data-ad-id] img')?.complete,
        );
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        assert.ok(height > 2500, `${url} is long enough to scroll (${height} px)`);
        for (const y of [0, 200, 400, 700, 1200, 2000, height / 2, height]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await settle(page);
          const [toc, adBox] = await Promise.all([
            page.locator('.theme-doc-toc-desktop').boundingBox(),
            ad.boundingBox(),
          ]);
          assert.ok(toc && adBox, `${url}: both are laid out`);
          // At the very top the column starts below the page's header, so the
          // ad may run past the fold; once scrolled, the column sticks in view.
          const bottom = y === 0 ? adBox.y : adBox.y + adBox.height;
          if (adBox.y < 0 || bottom > 900)
            overlaps.push(`${url} scrolled to ${Math.round(y)}: the ad is out of view`);
          const overlap =
            Math.min(toc.y + toc.height, adBox.y + adBox.height) - Math.max(toc.y, adBox.y);
          if (overlap > 0.5)
            overlaps.push(`${url} scrolled to ${Math.round(y)}: ${Math.round(overlap)} px`);
        }
        await page.close();
      }
      assert.deepEqual(overlaps, []);
      await context.close();
    });
  }
});

describe('英文 heading links on a phone', () => {
  for (const [name, options] of [
    ['a touch screen at 390 px', PHONE],
    ['a 390 px window', { viewport: { width: 390, height: 844 } }],
  ] as const) {
    it(`are not shown on every heading on ${name}, yet named and reached with the keyboard`, async () => {
      const page = await open('/docs/ios', options);
      const headings = await page.locator('article :is(h2, h3)[id]').count();
      assert.ok(headings > 3, `${headings} headings`);
      const shown = await painted(page, 'article .english-heading-link');
      assert.equal(shown.length, headings);
      assert.equal(shown.filter(Boolean).length, 0, 'no heading shows its 英文 tag');
      // Screen readers find each by its name.
      assert.equal(
        await page.getByRole('link', { name: '查看此节的英文原文', exact: true }).count(),
        headings,
      );
      // Tabbing to one shows it.
      await page.locator('nav.theme-doc-breadcrumbs a').first().focus();
      let reached = false;
      for (let i = 0; i < 30 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          () => document.activeElement?.classList.contains('english-heading-link') ?? false,
        );
      }
      assert.ok(reached, 'a heading link takes keyboard focus');
      await settle(page);
      assert.deepEqual(await painted(page, '.english-heading-link:focus'), [true]);
      await page.context().close();
    });
  }
});

describe('the navbar’s English item', () => {
  const pages = [
    '/docs/ios',
    '/docs/apis/camera',
    '/docs/',
    ...builtVersions.filter((v) => !v.isLast).map((v) => `${v.routeBase}/apis/camera`),
  ];

  it('opens the page being read, in its version, on the English site', async () => {
    const context = await newContext(site.browser, site.origin);
    for (const url of pages) {
      const page = await openHydrated(context, site.origin, url);
      const english = await page.locator('article .english-original-link').getAttribute('href');
      assert.ok(english?.startsWith('https://'), `${url}: ${english}`);
      const item = page
        .locator('nav.navbar .navbar__items--right .dropdown__menu a')
        .filter({ hasText: /^English/ });
      assert.equal(await item.getAttribute('href'), english, url);
      await page.close();
    }
    // Pages that are not doc pages have no English counterpart of their own.
    const search = await openHydrated(context, site.origin, '/docs/search');
    assert.equal(
      await search
        .locator('nav.navbar .navbar__items--right .dropdown__menu a')
        .filter({ hasText: /^English/ })
        .getAttribute('href'),
      ENGLISH_DOCS,
    );
    await context.close();
  });

  it('does so in the phone menu too', async () => {
    const page = await open('/docs/apis/camera', PHONE);
    const english = await page.locator('article .english-original-link').getAttribute('href');
    await page.locator('button.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    // The doc sidebar shows first; the navbar's items are one step back.
    await drawer.locator('.navbar-sidebar__back').click();
    await drawer.locator('a.navbar__item--language').click();
    const item = drawer.getByRole('link', { name: /^English/ });
    await item.waitFor({ state: 'visible' });
    assert.equal(await item.getAttribute('href'), english);
    await page.context().close();
  });
});

describe('the version menu', () => {
  it('marks the latest version 最新 and the unreleased one 未发布', async () => {
    const page = await open('/docs/apis/camera');
    const menu = page.locator('.sidebar-version-dropdown');
    await menu.locator('.dropdown').hover();
    const items = menu.locator('.dropdown__menu a');
    await items.first().waitFor({ state: 'visible' });
    const texts = (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    const expected = written.map((name) => {
      const version = findDocVersion(name);
      const mark = version.isLast ? '最新' : version.banner === 'unreleased' ? '未发布' : '';
      return mark ? `${version.label} ${mark}` : version.label;
    });
    assert.ok(
      expected.some((text) => text.includes('未发布')),
      'an unreleased version is written',
    );
    assert.deepEqual(texts, expected);
    // Each item is whole on screen: nothing clips its right end (the mark).
    const clipped = await items.evaluateAll((links) =>
      links
        .filter((a) => {
          const box = a.getBoundingClientRect();
          const hit = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
          return !hit || !a.contains(hit);
        })
        .map((a) => a.textContent),
    );
    assert.deepEqual(clipped, []);
    // The mark is part of the link's name, not only its look.
    const latestName = expected[written.indexOf(LAST_VERSION)];
    assert.equal(
      await menu.getByRole('link', { name: latestName, exact: true, includeHidden: true }).count(),
      1,
    );
    await page.context().close();
  });
});

describe('the not-found page', () => {
  /** Pages of a version by their path under its base, from the route inventory. */
  const pathsOf = (name: string) =>
    new Set(
      inventory.versions
        .find((version) => version.name === name)!
        .docs.map((doc) => pathInVersion(findDocVersion(name).routeBase, doc.permalink) ?? ''),
    );

  // An older version (the 404 page is the latest build's whichever version
  // the address names), and a page some other version has that it lacks.
  const source =
    older ?? findDocVersion(written.find((name) => name !== LAST_VERSION && name !== 'current')!);
  const missing = written
    .filter((name) => name !== source.name)
    .flatMap((name) => [...pathsOf(name)])
    .find((p) => p.includes('/') && !pathsOf(source.name).has(p))!;

  /**
   * The not-found page at `url`, hydrated, with its suggestions worked out;
   * the errors it logs from then on, besides the 404 of the address itself.
   */
  async function openNotFound(url: string, options: BrowserContextOptions = {}) {
    const context = await newContext(site.browser, site.origin, options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      const ownStatus =
        message.text().startsWith('Failed to load resource') &&
        message.location().url === `${site.origin}${url}`;
      if (message.type() === 'error' && !ownStatus) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${site.origin}${url}`);
    assert.equal(response?.status(), 404, url);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await page.locator('.not-found-suggestions').waitFor({ state: 'attached' });
    return { page, errors };
  }

  it('is in Chinese, with 快速上手 and 官方插件', async () => {
    const { page, errors } = await openNotFound('/docs/this/page/does-not-exist');
    const main = page.locator('main');
    assert.match(await main.locator('h1').innerText(), /找不到页面/);
    assert.equal(
      await main.getByRole('link', { name: '快速上手', exact: true }).getAttribute('href'),
      `${latest.routeBase}/getting-started`,
    );
    assert.equal(
      await main.getByRole('link', { name: '官方插件', exact: true }).getAttribute('href'),
      `${latest.routeBase}/apis`,
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('offers the search box, filled from the address, searching the version being read', async () => {
    const target = source;
    const url = `${target.routeBase}/guides/splash-screen-dark-mode`;
    const { page, errors } = await openNotFound(url);
    const box = page.locator('main').getByRole('searchbox', { name: '搜索文档' });
    assert.equal(await box.inputValue(), 'splash screen dark mode');
    await box.press('Enter');
    await page.waitForURL((address) => address.pathname === '/docs/search');
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('q'), 'splash screen dark mode');
    assert.equal(params.get('ctx') ?? '', target.isLast ? '' : target.path);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('offers the same path in the other versions that have it', async () => {
    assert.ok(missing, `a page ${source.label} lacks`);
    const { page, errors } = await openNotFound(`${source.routeBase}/${missing}`);
    const links = await page
      .locator('.not-found-versions a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const expected = written
      .filter((name) => name !== source.name && pathsOf(name).has(missing))
      .map((name) => `${findDocVersion(name).routeBase}/${missing}`);
    assert.ok(expected.length > 0);
    assert.deepEqual(links, expected);
    // Each names its version.
    const said = await page.locator('.not-found-versions').innerText();
    for (const name of written.filter((n) =>
      expected.includes(`${findDocVersion(n).routeBase}/${missing}`),
    ))
      assert.match(said, new RegExp(findDocVersion(name).label));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('lists the nearest pages by path', async () => {
    for (const [url, nearest] of [
      ['/docs/apis/camera/nope', '/docs/apis/camera'],
      ['/docs/apis/camra', '/docs/apis/camera'],
      ['/docs/cli/commands/synk', '/docs/cli/commands/sync'],
    ]) {
      const { page, errors } = await openNotFound(url);
      const links = await page
        .locator('.not-found-nearest a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(links.length >= 3 && links.length <= 8, `${url}: ${links}`);
      assert.equal(links[0], nearest, `${url}: ${links}`);
      assert.deepEqual(errors, [], url);
      await page.context().close();
    }
  });

  it('has no version suggestions for a path no version has', async () => {
    const { page } = await openNotFound('/docs/this/page/does-not-exist');
    assert.equal(await page.locator('.not-found-versions').count(), 0);
    await page.context().close();
  });

  it('fits a phone and the dark theme without errors', async () => {
    const { page, errors } = await openNotFound('/docs/apis/camra', PHONE);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.locator('.not-found-suggestions').waitFor({ state: 'attached' });
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `scrolls sideways by ${overflow} px`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const colorMode of ['light', 'dark'] as const) {
    it(`has no accessibility violations with its suggestions, ${colorMode} mode`, async () => {
      const context = await newAxeContext(site.browser, site.origin);
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      const page = await openHydrated(context, site.origin, `${source.routeBase}/${missing}`);
      await page.locator('.not-found-versions').waitFor();
      assert.equal(await page.locator('html').getAttribute('data-theme'), colorMode);
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  }
});
