/**
 * A newcomer's path through the latest version, page by page in sidebar
 * order, as CONTRIBUTING.md's “读者的路径” defines it: no page tells the
 * reader to run a one-time command (`cap add android`, `cap init`) an
 * earlier page already ran without a note next to the block that links
 * that page, and the first page that downloads each big thing (npm
 * packages, the Gradle distribution, CocoaPods/SPM dependencies, the
 * Android SDK) links the mirrors page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { LAST_VERSION } from '../../src/versions';
import { readInventory } from '../../src/versions/inventory';
import { newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();
const latest = readInventory(process.cwd()).versions.find((v) => v.name === LAST_VERSION)!;
const HOME = latest.docs.find((doc) => doc.source === 'index.md')!.permalink;
const MIRRORS = latest.docs.find((doc) => doc.source === 'main/china/mirrors.md')!.permalink;

/** Sidebar categories the path reads in full, then those whose first page (入门) it reads. */
const WHOLE_CATEGORIES = ['快速上手', '基础'];
const FIRST_PAGE_OF = ['iOS', 'Android'];

/** Commands the CLI refuses, or that overwrite the project, when run a second time. */
const ONE_TIME = [/^cap add (android|ios)\b/, /^cap init\b/];
/** Commands that start a new project: what follows on that page runs in it. */
const NEW_PROJECT = /^(npm init @capacitor\/app|ionic start|npm create )/;

/** Big first downloads: by a command in a code block, or by what the text asks the reader to install. */
const DOWNLOADS: { what: string; command?: RegExp; text?: RegExp }[] = [
  { what: 'npm 包', command: /^(npm|yarn|pnpm) (i|install|add|ci|init|create)\b/ },
  { what: 'Gradle 发行版', command: /^(cap (run|build|open) android\b|\.\/gradlew\b)/ },
  {
    what: 'CocoaPods/SPM 依赖',
    command: /^(cap (add|sync|update|run|build|open) ios\b|cap (sync|update)$|pod install\b)/,
  },
  { what: 'Android SDK', text: /SDK Manager/ },
];

type Note = { text: string; links: string[] };
type Block = { commands: string[]; notes: Note[]; inNote: boolean };
type PathPage = { url: string; blocks: Block[]; links: string[]; text: string };

/** A code block's line as the reader types it: no prompt, comment or `npx`; `ionic capacitor` is `cap`. */
function commandsOf(line: string): string[] {
  return line
    .replace(/^\s*\$\s+/, '')
    .replace(/(^|\s)#.*$/, '')
    .split(/&&|;/)
    .map((part) =>
      part
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/^npx /, '')
        .replace(/^ionic capacitor /, 'cap '),
    )
    .filter(Boolean);
}

const key = (command: string) => ONE_TIME.map((rule) => command.match(rule)?.[0]).find(Boolean);
const samePage = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** The path's problems: repeated one-time commands without a note, first downloads without the mirrors link. */
function pathProblems(pages: PathPage[]): string[] {
  const problems: string[] = [];
  const ranOn = new Map<string, string>();
  const downloaded = new Set<string>();
  for (const page of pages) {
    const ranHere = new Map<string, string>();
    let fresh = false;
    for (const block of page.blocks) {
      for (const command of block.commands) {
        if (NEW_PROJECT.test(command)) fresh = true;
        const once = key(command);
        if (!once) continue;
        const earlier = ranOn.get(once);
        if (earlier && !fresh && !ranHere.has(once)) {
          const said = block.notes.some((note) => note.links.some((l) => samePage(l, earlier)));
          if (!said)
            problems.push(
              `${page.url}：又让读者运行 \`${command}\`，而 ${earlier} 已经运行过；代码块旁没有链接 ${earlier} 的提示`,
            );
        }
        // A block inside a note (recovery steps, a case some readers are in) is
        // not a step of the path: later pages need not say it was run.
        if (!block.inNote) ranHere.set(once, page.url);
      }
    }
    for (const [once, url] of ranHere) if (!ranOn.has(once)) ranOn.set(once, url);
    const commands = page.blocks.flatMap((block) => block.commands);
    for (const download of DOWNLOADS) {
      if (downloaded.has(download.what)) continue;
      const first =
        (download.command && commands.some((command) => download.command!.test(command))) ||
        (download.text && download.text.test(page.text));
      if (!first) continue;
      downloaded.add(download.what);
      if (!page.links.some((link) => samePage(link, MIRRORS)))
        problems.push(`${page.url}：第一次下载 ${download.what}，但没有链接 ${MIRRORS}`);
    }
  }
  return problems;
}

/** The path's URLs, from the latest version's sidebar as built. */
async function pathUrls(context: BrowserContext): Promise<string[]> {
  const page = await openHydrated(context, site.origin, HOME);
  const categories = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('.theme-doc-sidebar-menu > .theme-doc-sidebar-item-category'),
    ).map((category) => ({
      label: category.querySelector('.menu__link--sublist')?.textContent?.trim() ?? '',
      urls: Array.from(category.querySelectorAll('a.menu__link:not(.menu__link--sublist)')).map(
        (a) => new URL((a as HTMLAnchorElement).href).pathname,
      ),
    })),
  );
  await page.close();
  const urls: string[] = [];
  for (const label of [...WHOLE_CATEGORIES, ...FIRST_PAGE_OF]) {
    const category = categories.find((c) => c.label === label);
    assert.ok(category && category.urls.length > 0, `侧边栏中有“${label}”分类`);
    urls.push(...(WHOLE_CATEGORIES.includes(label) ? category.urls : category.urls.slice(0, 1)));
  }
  return urls;
}

/** What the reader of `url` is told to run, with the notes beside each block, and the page's links and text. */
async function readPage(context: BrowserContext, url: string): Promise<PathPage> {
  const page = await openHydrated(context, site.origin, url);
  // No named functions inside: the page would not know tsx's __name helper.
  const seen = await page.evaluate(() => {
    const article = document.querySelector('.theme-doc-markdown')!;
    return {
      blocks: Array.from(article.querySelectorAll('.theme-code-block')).map((block) => ({
        lines: Array.from(block.querySelectorAll('.token-line')).map(
          (line) => line.textContent ?? '',
        ),
        inNote: !!block.closest('.theme-admonition'),
        notes: [
          block.previousElementSibling,
          block.nextElementSibling,
          block.closest('.theme-admonition'),
        ]
          .filter((el): el is Element => !!el && el.matches('.theme-admonition'))
          .map((el) => ({
            text: el.textContent ?? '',
            links: Array.from(el.querySelectorAll('a[href]')).map(
              (a) => new URL((a as HTMLAnchorElement).href).pathname,
            ),
          })),
      })),
      links: Array.from(article.querySelectorAll('a[href]')).map(
        (a) => new URL((a as HTMLAnchorElement).href).pathname,
      ),
      text: article.textContent ?? '',
    };
  });
  await page.close();
  return {
    url,
    blocks: seen.blocks.map((block) => ({
      commands: block.lines.flatMap(commandsOf),
      notes: block.notes,
      inNote: block.inNote,
    })),
    links: seen.links,
    text: seen.text,
  };
}

describe(`the getting-started path (${HOME})`, () => {
  let pages: PathPage[] = [];

  it('reads the path from the sidebar: getting started, basics, then iOS and Android', async () => {
    const context = await newContext(site.browser, site.origin);
    const urls = await pathUrls(context);
    pages = [];
    for (const url of urls) pages.push(await readPage(context, url));
    await context.close();
    assert.equal(pages[0].url, HOME);
    assert.ok(
      pages.some((page) => page.blocks.some((block) => block.commands.some((c) => key(c)))),
      'the path runs one-time commands',
    );
  });

  it('never repeats a command an earlier page ran without saying so, and links the mirrors page where each big download starts', () => {
    assert.ok(pages.length > 0, 'the path was read');
    assert.deepEqual(pathProblems(pages), []);
  });

  it('would fail without the notes and links it relies on', () => {
    assert.ok(pages.length > 0, 'the path was read');
    const bare = pages.map((page) => ({
      ...page,
      links: page.links.filter((link) => !samePage(link, MIRRORS)),
      blocks: page.blocks.map((block) => ({ ...block, notes: [] })),
    }));
    const problems = pathProblems(bare);
    assert.ok(
      problems.some((problem) => problem.includes('cap add android')),
      'a second cap add android is caught',
    );
    for (const download of DOWNLOADS)
      assert.ok(
        problems.some((problem) => problem.includes(`第一次下载 ${download.what}`)),
        `a first ${download.what} download without the mirrors link is caught`,
      );
  });
});
