import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DOC_VERSIONS, writtenVersions } from '../../src/versions';
import { versionMark } from '../../src/browser/versionLinks';
import { newContext, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();

async function open(path: string, options = {}): Promise<Page> {
  const context = await newContext(site.browser, site.origin, options);
  const page = await context.newPage();
  await page.goto(`${site.origin}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('home page and chrome', () => {
  it('serves the Chinese home page at /docs/', async () => {
    const page = await open('/docs/');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    assert.match(await page.locator('article h1').first().innerText(), /[\u4e00-\u9fff]/);
    assert.match(await page.title(), /Capacitor 中文文档$/);
    await page.context().close();
  });

  it('shows the navbar: 文档 / 插件 / 命令行, community and support menus, languages, icons', async () => {
    const page = await open('/docs/');
    const navbar = page.locator('nav.navbar');
    const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
    assert.equal(
      await left.getByRole('link', { name: '文档', exact: true }).getAttribute('href'),
      '/docs/',
    );
    assert.equal(
      await left.getByRole('link', { name: '插件', exact: true }).getAttribute('href'),
      '/docs/plugins',
    );
    assert.equal(
      await left.getByRole('link', { name: '命令行', exact: true }).getAttribute('href'),
      '/docs/cli',
    );

    const right = navbar.locator('.navbar__items--right');
    for (const [menu, items] of [
      ['社区', ['论坛', '博客', 'Twitter', 'Discord']],
      ['支持', ['帮助中心']],
      ['简体中文', ['English', '日本語']],
    ] as const) {
      const dropdown = right.locator('.dropdown').filter({
        has: page.locator(':scope > .navbar__link', { hasText: new RegExp(`^${menu}$`) }),
      });
      await dropdown.hover();
      for (const item of items) {
        // External links' names end with the "opens in a new tab" label of their icon.
        const link = dropdown
          .locator('.dropdown__menu')
          .getByRole('link', { name: new RegExp(`^${item}`) });
        await link.waitFor({ state: 'visible', timeout: 5000 });
        assert.match(
          (await link.getAttribute('href')) ?? '',
          /^https:\/\//,
          `${item} is an external link`,
        );
      }
    }
    assert.equal(await right.locator('a[href="https://capacitorjs.jp/docs"]').count(), 1);
    for (const label of ['GitHub 仓库', 'Twitter', 'Discord']) {
      assert.ok(
        await right.locator(`a.navbar-icon-link[aria-label="${label}"]`).isVisible(),
        `${label} icon`,
      );
    }
    assert.ok(
      await navbar.locator('.navbar__search, .DocSearch-Button').first().isVisible(),
      'search box',
    );
    assert.ok(
      await navbar.locator('button[class*="toggleButton"]').isVisible(),
      'colour mode switch',
    );
    await page.context().close();
  });

  it('shows the announcement bar with a link and no close button', async () => {
    const page = await open('/docs/');
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible());
    assert.match(await bar.innerText(), /OutSystems/);
    assert.equal(await bar.locator('a[href^="https://"]').count(), 1);
    assert.equal(await bar.locator('button').count(), 0);
    await page.context().close();
  });

  it('resets a stored dismissal when the announcement id changes', async () => {
    const context = await newContext(site.browser, site.origin);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/`);
    await page.waitForLoadState('networkidle');
    assert.ok(await page.locator('.theme-announcement-bar').isVisible());
    const stored = await page.evaluate(() => [
      localStorage.getItem('docusaurus.announcement.id'),
      localStorage.getItem('docusaurus.announcement.dismiss'),
    ]);
    assert.deepEqual(stored, ['outsystems-2026', 'false']);
    await context.close();
  });

  it('keeps dark mode in localStorage "theme" across reloads, and ignores a dark system preference', async () => {
    const page = await open('/docs/');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.locator('nav.navbar button[class*="toggleButton"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.context().close();

    const prefersDark = await open('/docs/', { colorScheme: 'dark' });
    assert.equal(await prefersDark.getAttribute('html', 'data-theme'), 'light');
    await prefersDark.context().close();
  });

  it('shows the Chinese not-found page for an unknown path', async () => {
    const page = await open('/docs/this/page/does-not-exist');
    assert.match(await page.locator('main').innerText(), /找不到页面/);
    await page.context().close();
  });

  it('normalises /docs/<page>.html and /docs/<dir>/index.html to the clean path', async () => {
    for (const [path, clean] of [
      ['/docs/cli.html', '/docs/cli'],
      ['/docs/cli/index.html', '/docs/cli'],
    ]) {
      const page = await open(path);
      assert.equal(new URL(page.url()).pathname, clean);
      assert.ok(await page.locator('html.docs-doc-page').count(), `${path} renders the doc page`);
      await page.context().close();
    }
  });
});

describe('doc pages', () => {
  it('puts the product dropdown and version dropdown at the top of the sidebar', async () => {
    const page = await open('/docs/cli');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const toggle = sidebar.getByRole('button', { name: /Capacitor 文档/ });
    assert.ok(await toggle.isVisible());
    assert.equal(await sidebar.getByRole('link', { name: '论坛' }).isVisible(), false);
    await toggle.click();
    assert.ok(await sidebar.getByRole('link', { name: '论坛' }).isVisible());
    assert.ok(await sidebar.getByRole('link', { name: 'GitHub' }).isVisible());
    await page.context().close();
  });

  it('shows the product dropdown in the mobile sidebar too', async () => {
    const page = await open('/docs/cli', { viewport: { width: 375, height: 740 } });
    await page.locator('button.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.getByRole('button', { name: /Capacitor 文档/ }).waitFor({ state: 'visible' });
    assert.ok(
      await drawer.locator('.sidebar-version-dropdown a').first().isVisible(),
      'version switch',
    );
    await page.context().close();
  });

  it('lists exactly the versions that exist in the version dropdown', async () => {
    // Each by its label, the latest and an unreleased one marked so (src/browser/versionLinks.ts).
    const expected = writtenVersions(process.cwd()).map((name) => {
      const version = DOC_VERSIONS.find((v) => v.name === name)!;
      const mark = versionMark(version);
      return mark ? `${version.label} ${mark}` : version.label;
    });
    const page = await open('/docs/cli');
    const versions = page.locator('.sidebar-version-dropdown');
    let labels: string[];
    if (expected.length > 1) {
      await versions.locator('.dropdown').hover();
      labels = await versions.locator('.dropdown__menu a').allInnerTexts();
    } else {
      // With a single version Docusaurus renders a plain link instead of a menu.
      labels = await versions.locator('a').allInnerTexts();
    }
    assert.deepEqual(
      labels.map((l) => l.replace(/\s+/g, ' ').trim()),
      expected,
    );
    await page.context().close();
  });

  it('keeps h4 headings out of the table of contents', async () => {
    const page = await open('/docs/core-apis/data-types');
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop .table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
      );
    const h2h3 = await page
      .locator('article :is(h2, h3)[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    assert.ok((await page.locator('article h3').count()) > 0, 'the page has h3 headings');
    assert.ok(
      (await page.locator('article h4').count()) > 0,
      'the page has h4 headings to leave out',
    );
    assert.deepEqual(tocTargets, h2h3);
    await page.context().close();
  });

  it('shows an ad beneath the table of contents', async () => {
    const page = await open('/docs/config');
    const ad = page.locator('.theme-doc-toc-desktop ~ aside[data-ad-id], aside[data-ad-id]');
    await ad.first().waitFor();
    const img = ad.first().locator('img');
    assert.equal(await img.getAttribute('width'), '280');
    assert.equal(await img.getAttribute('height'), '200');
    await page.context().close();
  });

  it('copies a code block with its copy button', async () => {
    const page = await open('/docs/cli/commands/sync', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: /复制/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = await block.locator('.token-line').allTextContents();
    assert.equal(copied.trim(), lines.join('\n').trim());
    await page.context().close();
  });
});
