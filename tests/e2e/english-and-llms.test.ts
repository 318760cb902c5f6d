/**
 * Beyond the English site: every doc page links to its English original
 * (the page, and each h2/h3 section) or says the English site deleted it
 * (and why), states its upstream basis in the footer (a page of ours says it
 * is ours) and offers its Markdown copy;
 * canonical links, alternates, the sitemap and llms.txt use the site's own
 * address (SITE_URL); every built version has an llms.txt listing all its
 * pages and a clean Markdown copy of each.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { ENGLISH_SITE, LINKS } from '../../src/data/links';
import { builtDocs, type BuiltDoc } from '../../tools/inventory/builtRoutes';
import { docAtUrl, readInventory } from '../../src/versions/inventory';
import { ENV } from '../../src/site';
import { decodeEntities } from '../../src/lib/html';
import { siteUrlOf } from '../../src/serving/siteUrl';
import { STALE_NOTICE_CLASS } from '../../src/remark/staleNotice';
import { compareUrl, pageFreshness, readEnglishState } from '../../src/versions/freshness';
import { readRecord } from '../../tools/upstream/record';
import { mdxSyntaxIn } from '../../src/plugins/llms/syntax';
import { llmsTxtPathOf, markdownPathOf } from '../../src/browser/markdownUrls';
import { DOC_VERSIONS, docsDirOf, writtenVersions } from '../../src/versions';
import { BUILD_DIR, builtHtml, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();
const docs = builtDocs(BUILD_DIR);
const builtVersions = DOC_VERSIONS.filter((v) => docs.some((d) => d.version === v.name));
/** The address the build was made for: SITE_URL, as the test suite sets it for build and tests. */
const SITE = siteUrlOf(process.env[ENV.siteUrl]).url;

/**
 * The English site's layout at the upstream snapshot (its versions.json and
 * lastVersion), written out here so that the links are checked against the
 * English site, not against our own URLs.
 */
const ENGLISH_VERSION_PATHS: Record<string, string> = {
  v9: '/docs/next',
  v8: '/docs',
  v7: '/docs/v7',
  v6: '/docs/v6',
  v5: '/docs/v5',
  v4: '/docs/v4',
  v3: '/docs/v3',
  v2: '/docs/v2',
};

const inventory = readInventory(process.cwd());
/** A built page the English site deleted (kept so that its URL keeps answering)? */
const isRemoved = (doc: BuiltDoc) => Boolean(docAtUrl(inventory, doc.url)?.doc.removed);
/** A built page of ours (front matter `origin: ours`): no English text behind it. */
const isOurs = (doc: BuiltDoc) => docAtUrl(inventory, doc.url)?.doc.origin === 'ours';
/** A page with an English page to link: neither deleted upstream nor ours. */
const hasEnglish = (doc: BuiltDoc) => !isRemoved(doc) && !isOurs(doc);
/** The page file a built page comes from (docs/apis/camera.md …). */
const fileOfDoc = (doc: BuiltDoc) => {
  const page = docAtUrl(inventory, doc.url);
  return page && `${docsDirOf(page.version.name)}/${page.doc.source}`;
};

/** A page's own address: Docusaurus writes some folder index pages (v2's /docs/v2/android/) with a slash. */
const isOwnUrl = (doc: BuiltDoc, url: string | undefined) =>
  url === `${SITE}${doc.url}` || url === `${SITE}${doc.url}/`;

/** A doc's permalink: a version's home page ends in `/` (/docs/next/), as Docusaurus writes it. */
function permalinkOf(doc: BuiltDoc): string {
  const home = DOC_VERSIONS.some((v) => v.routeBase === doc.url);
  return home ? `${doc.url}/` : doc.url;
}

/** The value of an attribute in (minified) HTML: quoted or not. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Opening tags of elements carrying a class. */
function tagsWithClass(html: string, className: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => (attribute(tag, 'class') ?? '').split(/\s+/).includes(className));
}

const open = (context: BrowserContext, url: string): Promise<Page> =>
  openHydrated(context, site.origin, url);

describe('English original and translation basis in every built page', () => {
  it('has pages to check', () => {
    assert.ok(docs.length > 0, 'no doc pages in the build');
  });

  it('every doc page links to the same page on the English site; a page of ours links none', () => {
    const problems: string[] = [];
    const ours = docs.filter((d) => isOurs(d) && !isRemoved(d));
    assert.ok(ours.length > 0, 'no page of ours in the build');
    for (const doc of ours)
      if (tagsWithClass(builtHtml(doc.url), 'english-original-link').length > 0)
        problems.push(`${doc.url}: a page of ours links an English page`);
    for (const doc of docs.filter(hasEnglish)) {
      const links = tagsWithClass(builtHtml(doc.url), 'english-original-link');
      const expected = `${ENGLISH_SITE}${permalinkOf(doc)}`;
      if (links.length !== 1) problems.push(`${doc.url}: ${links.length} page links`);
      else if (attribute(links[0], 'href') !== expected)
        problems.push(`${doc.url}: ${attribute(links[0], 'href')} ≠ ${expected}`);
      else if (
        attribute(links[0], 'target') !== '_blank' ||
        attribute(links[0], 'rel') !== 'noopener'
      )
        problems.push(`${doc.url}: page link not target=_blank rel=noopener`);
    }
    assert.deepEqual(problems, []);
  });

  it('a page the English site deleted says so, with the deleting commit, and links no English page', () => {
    const removed = docs.filter(isRemoved);
    assert.ok(removed.length > 0, 'no kept page of a deleted English page in the build');
    for (const doc of removed) {
      const html = builtHtml(doc.url);
      assert.equal(tagsWithClass(html, 'english-original-link').length, 0, doc.url);
      assert.equal(tagsWithClass(html, 'english-heading-link').length, 0, doc.url);
      assert.match(
        html,
        /英文站已于 \d{4}-\d{2}-\d{2} 删除此页（上游提交 <a href="?https:\/\/github\.com\/ionic-team\/capacitor-docs\/commit\/[0-9a-f]{8}/,
        doc.url,
      );
      // Upstream's reason, and what the page is: the last translation, or our own article.
      assert.match(html, /）。删除原因：[^<]+。/, doc.url);
      if (isOurs(doc)) {
        assert.match(html, /本页是本站自己撰写的文章，不是译文/, doc.url);
        assert.doesNotMatch(html, /本页保留删除前的译文/, doc.url);
      } else assert.match(html, /本页保留删除前的译文/, doc.url);
    }
  });

  it('a page whose English changed after its translation says so, linking the English change; current pages do not', () => {
    const english = readEnglishState(process.cwd());
    assert.ok(english, 'no English state file');
    const problems: string[] = [];
    for (const doc of docs) {
      const file = fileOfDoc(doc);
      const page = file
        ? pageFreshness(readRecord(fs.readFileSync(file, 'utf8')), english)
        : undefined;
      const notices = tagsWithClass(builtHtml(doc.url), STALE_NOTICE_CLASS);
      if (!page?.stale) {
        if (notices.length > 0)
          problems.push(`${doc.url}: a notice, but its translation is current`);
        continue;
      }
      const html = builtHtml(doc.url);
      const expected = `英文原文已于 ${page.englishChanged.date} 更新，本页译文可能滞后`;
      if (notices.length !== 1 || !html.includes(expected) || !html.includes(compareUrl(page)))
        problems.push(`${doc.url}: no notice with ${expected} and ${compareUrl(page)}`);
    }
    assert.deepEqual(problems, []);
  });

  it('every h2 and h3 of every doc page links to the same heading on the English page', () => {
    const problems: string[] = [];
    let headings = 0;
    for (const doc of docs.filter(hasEnglish)) {
      const html = builtHtml(doc.url);
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      for (const [, level, attrs, inner] of article.matchAll(
        /<(h[23])\b([^>]*)>([\s\S]*?)<\/\1>/g,
      )) {
        const id = attribute(attrs, 'id');
        if (!id) continue;
        headings += 1;
        const links = tagsWithClass(inner, 'english-heading-link');
        const expected = `${ENGLISH_SITE}${permalinkOf(doc)}#${id}`;
        if (links.length !== 1 || attribute(links[0], 'href') !== expected)
          problems.push(`${doc.url} ${level}#${id}: ${links.map((l) => attribute(l, 'href'))}`);
        else if (attribute(links[0], 'aria-label') !== '查看此节的英文原文')
          problems.push(`${doc.url} ${level}#${id}: no Chinese label`);
      }
    }
    assert.ok(headings > docs.length, `only ${headings} headings found`);
    assert.deepEqual(problems, []);
  });

  it('every doc page states the upstream revision it was translated from, linked on GitHub; a page of ours says it is ours', () => {
    const problems: string[] = [];
    const blob = new RegExp(
      `^${LINKS.docsRepository}/blob/([0-9a-f]{7,40})/((?:docs|versioned_docs)/[^\\s]+\\.mdx?)$`,
    );
    for (const doc of docs) {
      const html = builtHtml(doc.url);
      const basis = /<p class="translation-basis[^>]*>([\s\S]*?)(?:<\/p>|<\/article>)/.exec(html);
      if (isOurs(doc)) {
        if (basis?.[1] !== '本页由本站撰写，不是译文：英文文档没有对应的内容。')
          problems.push(`${doc.url}: page of ours, footer ${basis?.[1]}`);
        continue;
      }
      if (!basis) {
        problems.push(`${doc.url}: no translation basis`);
        continue;
      }
      const href = attribute(/<a [^>]*>/.exec(basis[1])?.[0] ?? '', 'href') ?? '';
      const match = blob.exec(href);
      if (!match) problems.push(`${doc.url}: basis link ${href}`);
      else if (!basis[1].includes(`<code>${match[2]}</code>`) || !basis[1].includes(match[1]))
        problems.push(`${doc.url}: basis text does not name ${match[2]} at ${match[1]}`);
    }
    assert.deepEqual(problems, []);
  });
});

describe('the site’s own address (SITE_URL) in every page, the sitemap and llms.txt', () => {
  /** `<link>` and `<meta>` tags of a page's head. */
  const headTags = (html: string) =>
    [...html.slice(0, html.indexOf('</head>')).matchAll(/<(?:link|meta)\b[^>]*>/g)].map(
      (m) => m[0],
    );

  it('is an address of its own, not the English site', () => {
    assert.match(SITE, /^https?:\/\/[^/]+$/);
    assert.ok(!SITE.startsWith(ENGLISH_SITE), SITE);
  });

  it('every doc page: canonical and og:url are itself; alternates zh-Hans to itself, en to the English page', () => {
    const problems: string[] = [];
    for (const doc of docs) {
      const tags = headTags(builtHtml(doc.url));
      const href = (rel: string, hreflang?: string) =>
        tags
          .filter(
            (t) =>
              attribute(t, 'rel') === rel && (!hreflang || attribute(t, 'hreflang') === hreflang),
          )
          .map((t) => attribute(t, 'href'));
      const own = href('canonical')[0];
      if (!isOwnUrl(doc, own)) problems.push(`${doc.url}: canonical ${own}`);
      const ogUrl = tags.filter((t) => attribute(t, 'property') === 'og:url');
      const english = hasEnglish(doc) ? [`${ENGLISH_SITE}${permalinkOf(doc)}`] : [];
      const found = {
        canonical: href('canonical'),
        zh: href('alternate', 'zh-Hans'),
        en: href('alternate', 'en'),
        og: ogUrl.map((t) => attribute(t, 'content')),
      };
      const expected = { canonical: [own], zh: [own], en: english, og: [own] };
      if (JSON.stringify(found) !== JSON.stringify(expected))
        problems.push(`${doc.url}: ${JSON.stringify(found)}`);
    }
    assert.deepEqual(problems, []);
  });

  it('the sitemap index leads to every built doc page at the site’s address, and nothing elsewhere', () => {
    const locsOf = (file: string) =>
      [...fs.readFileSync(path.join(BUILD_DIR, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => m[1],
      );
    const sitemaps = locsOf('sitemap.xml');
    assert.ok(
      sitemaps.length > 0 && sitemaps.every((loc) => /\/docs\/sitemap-[\w-]+\.xml$/.test(loc)),
    );
    const locs = sitemaps.flatMap((loc) => locsOf(new URL(loc).pathname.slice('/docs/'.length)));
    assert.ok(
      sitemaps.every((loc) => loc.startsWith(`${SITE}/docs/`)),
      `${sitemaps}`,
    );
    assert.deepEqual(
      locs.filter((loc) => !loc.startsWith(`${SITE}/docs/`)),
      [],
    );
    const listed = new Set(locs);
    assert.deepEqual(
      docs
        .filter((doc) => !listed.has(`${SITE}${doc.url}`) && !listed.has(`${SITE}${doc.url}/`))
        .map((doc) => doc.url),
      [],
    );
  });
});

describe('English original links in the browser', () => {
  for (const version of builtVersions) {
    const url = `${version.routeBase}/apis/camera`;

    it(`${version.label}: the page and section links open the English page of the same version in a new tab`, async () => {
      const context = await newContext(site.browser, site.origin);
      const page = await open(context, url);
      const english = `${ENGLISH_SITE}${ENGLISH_VERSION_PATHS[version.label]}/apis/camera`;

      const pageLink = page.locator('article .english-original-link');
      assert.match(await pageLink.innerText(), /^英文原文/);
      // A new tab's request for the English page (other hosts get an empty answer here).
      assert.equal(await pageLink.getAttribute('target'), '_blank');
      const [request] = await Promise.all([
        context.waitForEvent('request', (r) => r.url().startsWith(ENGLISH_SITE)),
        pageLink.click(),
      ]);
      assert.equal(request.url(), english);

      // Hidden until its heading is hovered or it has keyboard focus.
      const heading = page.locator('article h2[id]').first();
      const id = await heading.getAttribute('id');
      const headingLink = heading.locator('.english-heading-link');
      assert.equal(await headingLink.getAttribute('href'), `${english}#${id}`);
      assert.equal(await headingLink.getAttribute('target'), '_blank');
      assert.equal(await headingLink.getAttribute('rel'), 'noopener');
      assert.equal(await headingLink.evaluate((el) => getComputedStyle(el).opacity), '0');
      await headingLink.focus();
      await page.waitForFunction(
        (el) => el !== null && getComputedStyle(el).opacity === '1',
        await headingLink.elementHandle(),
      );
      const [sectionRequest] = await Promise.all([
        context.waitForEvent('request', (r) => r.url().startsWith(ENGLISH_SITE)),
        page.keyboard.press('Enter'),
      ]);
      assert.equal(sectionRequest.url(), english);
      await context.close();
    });
  }

  it('the page link and the section links are reached with the keyboard', async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await open(context, '/docs/apis/camera');
    // From the breadcrumbs above the content (the sidebar's many links come before them).
    await page.locator('nav.theme-doc-breadcrumbs a').first().focus();
    const reached = new Set<string>();
    for (let i = 0; i < 20 && reached.size < 2; i += 1) {
      await page.keyboard.press('Tab');
      const className = await page.evaluate(() => String(document.activeElement?.className ?? ''));
      if (className.includes('english-original-link')) reached.add('page');
      if (className.includes('english-heading-link')) reached.add('heading');
    }
    assert.deepEqual([...reached].sort(), ['heading', 'page']);
    await context.close();
  });

  it('leaves the links and the copy button out of print', async () => {
    const context = await newContext(site.browser, site.origin);
    const page = await open(context, '/docs/apis/camera');
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.english-original-link',
      '.english-heading-link',
      '.copy-markdown-button',
    ]) {
      const display = await page
        .locator(`article ${selector}`)
        .first()
        .evaluate((el) => getComputedStyle(el).display);
      assert.equal(display, 'none', selector);
    }
    await context.close();
  });
});

describe('复制 Markdown', () => {
  it('fetches the Markdown copy only on click, copies it and says 已复制', async () => {
    const context = await newContext(site.browser, site.origin);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
    const requested: string[] = [];
    context.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const page = await open(context, '/docs/apis/camera');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((p) => p.endsWith('.md')),
      [],
      'no Markdown is loaded with the page',
    );

    const button = page.getByRole('button', { name: '复制 Markdown' });
    await button.click();
    await page.locator('.copy-markdown-button', { hasText: '已复制' }).waitFor();
    assert.ok(requested.includes('/docs/apis/camera.md'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, fs.readFileSync(path.join(BUILD_DIR, 'apis/camera.md'), 'utf8'));
    await page.locator('.copy-markdown-button', { hasText: '复制 Markdown' }).waitFor();
    await context.close();
  });
});

describe('llms.txt and Markdown copies for AI assistants', () => {
  for (const version of builtVersions) {
    const versionDocs = docs.filter((d) => d.version === version.name);

    it(`${version.label}: ${llmsTxtPathOf(version.routeBase || '/docs/')} lists every page once, in the llms.txt format`, async () => {
      const response = await fetch(`${site.origin}${llmsTxtPathOf(version.routeBase || '/docs/')}`);
      assert.equal(response.status, 200);
      const text = await response.text();
      const lines = text.split('\n');
      assert.match(lines[0], /^# \S/);
      assert.equal(lines.filter((l) => l.startsWith('# ')).length, 1);
      assert.match(text, /\n> \S.*\n/);
      assert.ok(lines.some((l) => l.startsWith('## ')));
      for (const line of lines.slice(lines.findIndex((l) => l.startsWith('## ')))) {
        if (line && !line.startsWith('## '))
          assert.match(line, /^- \[.+\]\(https:\/\/[^)\s]+\)(?:: .+)?$/, line);
      }
      // Every other version's llms.txt, built apart from this one.
      for (const other of DOC_VERSIONS.filter(
        (v) => v.name !== version.name && writtenVersions(process.cwd()).includes(v.name),
      ))
        assert.ok(text.includes(`](${SITE}${llmsTxtPathOf(other.routeBase)})`), other.label);
      for (const doc of versionDocs) {
        const entries = lines.filter((l) => l.includes(`](${SITE}${permalinkOf(doc)})`));
        assert.equal(entries.length, 1, `${doc.url} listed ${entries.length} times`);
        assert.match(entries[0], /^- \[[^\]]*[\u4e00-\u9fff]/, `${doc.url}: Chinese title`);
      }
    });

    it(`${version.label}: every page has a clean Markdown copy at its URL plus .md`, () => {
      const problems: string[] = [];
      for (const doc of versionDocs) {
        const file = path.join(BUILD_DIR, markdownPathOf(permalinkOf(doc)).slice('/docs/'.length));
        if (!fs.existsSync(file)) {
          problems.push(`${doc.url}: no ${markdownPathOf(permalinkOf(doc))}`);
          continue;
        }
        const text = fs.readFileSync(file, 'utf8');
        if (!/^# \S/.test(text)) problems.push(`${doc.url}: does not start with its title`);
        problems.push(...mdxSyntaxIn(text).map((p) => `${doc.url}: ${p}`));
        const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
        for (const [, target] of prose.matchAll(/\]\(([^)\s]+)/g)) {
          if (!/^(https?:|mailto:|vscode:)/.test(target))
            problems.push(`${doc.url}: relative link ${target}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  it('serves a Markdown copy as UTF-8 text', async () => {
    const response = await fetch(`${site.origin}/docs/apis/camera.md`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^# @capacitor\/camera\n/);
    assert.match(text, /## 安装/);
  });
});
