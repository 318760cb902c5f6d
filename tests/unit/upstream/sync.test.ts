import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addUpstreamPage,
  settleSitePending,
  upstreamInventory,
} from '@site/tools/inventory/fromUpstream';
import { readInventory as readInventoryAt, type Inventory } from '@site/src/versions/inventory';
import { pageFreshness, readEnglishState } from '@site/src/versions/freshness';
import { readRecord, writeRecord } from '@site/tools/upstream/record';
import {
  pullRequestBody,
  START_CI_NOTE,
  syncWithUpstream,
  withEditLinksOf,
} from '@site/tools/upstream/sync';
import { blobOf, gitRepo, tempTree } from '../helpers/fixtures';

const CONFIG =
  "module.exports = { presets: [['classic', { docs: { lastVersion: 'v1', versions: { current: { label: 'v2', banner: 'unreleased' } } } }]] };\n";
const english = (title: string, body: string, front = '') =>
  `---\ntitle: ${title}\n${front}---\n\n# ${title}\n\n${body}\n`;
/** Upstream with one page, a, in both versions. */
const ONE_PAGE_UPSTREAM = {
  'versions.json': '["v1"]\n',
  'docusaurus.config.js': CONFIG,
  'sidebars.js': "module.exports = { docs: ['main/a'] };\n",
  'docs/main/a.md': english('A', 'Install it.'),
  'versioned_docs/version-v1/main/a.md': english('A', 'Install it.'),
  'versioned_sidebars/version-v1-sidebars.json': '{"docs":["main/a"]}',
};
const EDIT = (branch: string) =>
  `custom_edit_url: https://github.com/ionic-team/capacitor-plugins/blob/${branch}/a/README.md\n`;

/**
 * Upstream before and after a week: b's English changes, new appears,
 * gone is deleted, and a's only change is its edit link (main → next).
 */
function upstreamWeek() {
  return gitRepo([
    {
      'versions.json': '["v1"]\n',
      'docusaurus.config.js': CONFIG,
      'sidebars.js': "module.exports = { docs: ['main/a', 'main/b'] };\n",
      'docs/main/a.md': english('A', 'Install it.', EDIT('main')),
      'docs/main/b.md': english('B', 'Run `cap sync`.'),
      'docs/apis/gone.md': english('Gone', 'An old plugin.'),
      'versioned_docs/version-v1/main/a.md': english('A', 'Install it.', EDIT('main')),
      'versioned_sidebars/version-v1-sidebars.json': '{"docs":["main/a"]}',
    },
    {
      'docs/main/a.md': english('A', 'Install it.', EDIT('next')),
      'docs/main/b.md': english('B', 'Run `cap sync` twice.'),
      'docs/main/new.md': english('New', 'A new page.'),
      'docs/apis/gone.md': null,
    },
  ]);
}

/** Our site, translated from upstream's first commit. */
function translatedSite(dir: string, first: string) {
  const page = (file: string, title: string, body: string, front = '') =>
    writeRecord(`---\ntitle: ${title}\n${front}---\n\n# ${title}\n\n${body}\n`, {
      path: file,
      commit: first,
      blob: blobOf(dir, first, file),
    });
  return tempTree({
    'routes/routes.json': JSON.stringify(upstreamInventory({ dir }, first)),
    'versions.json': '["v1"]',
    'docs/main/a.md': page('docs/main/a.md', '甲', '安装它。', EDIT('main')),
    'docs/main/b.md': page('docs/main/b.md', '乙', '运行 `cap sync`。'),
    'docs/apis/gone.md': page('docs/apis/gone.md', '旧插件', '一个旧插件。'),
    'versioned_docs/version-v1/main/a.md': page(
      'versioned_docs/version-v1/main/a.md',
      '甲',
      '安装它。',
      EDIT('main'),
    ),
  });
}

describe('the weekly upstream sync (fixture upstream)', () => {
  const { dir, commits } = upstreamWeek();
  const siteDir = translatedSite(dir, commits[0]);
  const result = syncWithUpstream(siteDir, { dir });
  const body = pullRequestBody(result);

  it('names the changed page with its English diff, the new page and the removed page', () => {
    expect(body).toContain('## 英文已更新的页面（1）');
    expect(body).toContain('### `docs/main/b.md`');
    expect(body).toContain('-Run `cap sync`.');
    expect(body).toContain('+Run `cap sync` twice.');
    expect(body).toContain(
      `https://github.com/ionic-team/capacitor-docs/compare/${commits[0]}...${commits[1]}`,
    );
    expect(body).toContain('## 新页面（1）');
    expect(body).toContain('`docs/main/new.md`，英文：`docs/main/new.md`');
    expect(body).toContain('## 英文站删除的页面（1）');
    expect(body).toContain(
      `/docs/next/apis/gone（\`docs/apis/gone.md\`，在 ${commits[1]} 中删除）`,
    );
    // Upstream's reason is a maintainer's to write: the PR asks for it instead of failing.
    expect(body).toContain(
      `- routes/ours.json: no removalReasons entry for upstream commit ${commits[1]}, which deleted docs/apis/gone.md (/docs/next/apis/gone)`,
    );
  });

  it('takes over an edit-link-only change and records it; translates nothing', () => {
    expect(result.editLinksUpdated).toEqual(['docs/main/a.md']);
    const a = fs.readFileSync(path.join(siteDir, 'docs/main/a.md'), 'utf8');
    expect(a).toContain(EDIT('next'));
    expect(a).toContain('安装它。');
    expect(readRecord(a)?.blob).toBe(blobOf(dir, commits[1], 'docs/main/a.md'));
    const b = fs.readFileSync(path.join(siteDir, 'docs/main/b.md'), 'utf8');
    expect(b).toContain('运行 `cap sync`。');
    expect(fs.existsSync(path.join(siteDir, 'docs/main/new.md'))).toBe(false);
  });

  it('keeps the deleted page in the inventory, and records the English side the build reads', () => {
    const inventory = readInventoryAt(siteDir);
    const current = inventory.versions.find((v) => v.name === 'current')!;
    expect(current.docs.find((d) => d.source === 'apis/gone.md')?.removed).toMatchObject({
      path: 'docs/apis/gone.md',
      commit: commits[1],
    });
    const english = readEnglishState(siteDir)!;
    expect(english.upstream).toBe(commits[1]);
    expect(english.files['docs/main/b.md']).toEqual({
      blob: blobOf(dir, commits[1], 'docs/main/b.md'),
      commit: commits[1],
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    expect(english.files['docs/apis/gone.md']).toBeUndefined();
    const record = (file: string) => readRecord(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    expect(pageFreshness(record('docs/main/b.md'), english)).toMatchObject({
      recorded: commits[0],
      stale: true,
    });
    expect(pageFreshness(record('docs/main/a.md'), english)).toMatchObject({ stale: false });
  });
});

describe('a week in which upstream touches no page', () => {
  it('changes no file and asks for no pull request: the new commit id alone is not a change', () => {
    const { dir, commits } = gitRepo([ONE_PAGE_UPSTREAM, { 'notes/release.txt': 'Notes only.\n' }]);
    const page = (file: string) =>
      writeRecord('---\ntitle: 甲\n---\n\n# 甲\n\n安装它。\n', {
        path: file,
        commit: commits[0],
        blob: blobOf(dir, commits[0], file),
      });
    const siteDir = tempTree({
      'routes/routes.json': JSON.stringify(upstreamInventory({ dir }, commits[0])),
      'versions.json': '["v1"]',
      'docs/main/a.md': page('docs/main/a.md'),
      'versioned_docs/version-v1/main/a.md': page('versioned_docs/version-v1/main/a.md'),
    });
    // The first sync (at commit 1) writes the English state, as every site has one.
    execFileSync('git', ['-C', dir, 'checkout', '-q', commits[0]]);
    expect(syncWithUpstream(siteDir, { dir }).changed).toBe(true);
    const files = ['routes/routes.json', 'routes/upstream-english.json'];
    const before = files.map((f) => fs.readFileSync(path.join(siteDir, f), 'utf8'));

    execFileSync('git', ['-C', dir, 'checkout', '-q', commits[1]]);
    const result = syncWithUpstream(siteDir, { dir });
    expect(result.upstream).toBe(commits[1]);
    expect(result.changed).toBe(false);
    expect(files.map((f) => fs.readFileSync(path.join(siteDir, f), 'utf8'))).toEqual(before);
  });
});

describe('the pull request body and CI', () => {
  const { dir, commits } = upstreamWeek();
  const result = syncWithUpstream(translatedSite(dir, commits[0]), { dir });
  it('proposes the week’s changes', () => expect(result.changed).toBe(true));
  it('says how to start CI when opened with GITHUB_TOKEN, and nothing of it otherwise', () => {
    expect(pullRequestBody(result, { ciStartsItself: false }).startsWith(START_CI_NOTE)).toBe(true);
    expect(pullRequestBody(result)).not.toContain('CI 没有自动运行');
  });
});

describe('sources to re-check in the pull request body', () => {
  const { dir, commits } = upstreamWeek();
  const siteDir = translatedSite(dir, commits[0]);
  const note = (accessed: string, url: string) =>
    `\n:::translator-note{accessed=${accessed}}\n见 [Android 文档](${url})。\n:::\n`;
  fs.appendFileSync(
    path.join(siteDir, 'docs/main/b.md'),
    note('2026-03-01', 'https://developer.android.com/old') +
      note('2026-11-01', 'https://developer.android.com/new'),
  );
  const result = syncWithUpstream(siteDir, { dir }, { now: new Date('2026-11-28T00:00:00Z') });
  const body = pullRequestBody(result);

  it('lists each source read more than six months before the sync, by file and line', () => {
    expect(body).toContain('## 需要重新核对的来源（1）');
    expect(body).toMatch(
      /- `docs\/main\/b\.md:\d+`（访问于 2026-03-01）：https:\/\/developer\.android\.com\/old/,
    );
    expect(body).not.toContain('https://developer.android.com/new');
  });

  it('says so when there is none', () => {
    const fresh = syncWithUpstream(translatedSite(dir, commits[0]), { dir });
    expect(pullRequestBody(fresh)).toContain('## 需要重新核对的来源（0）');
  });
});

describe('edit-link-only changes', () => {
  const before = english('A', 'Text.', EDIT('main'));
  it('takes the new edit link when nothing else changed', () => {
    expect(
      withEditLinksOf(
        `---\ntitle: 甲\n${EDIT('main')}---\n正文\n`,
        before,
        english('A', 'Text.', EDIT('next')),
      ),
    ).toBe(`---\ntitle: 甲\n${EDIT('next')}---\n正文\n`);
  });
  it('leaves a change of the text or of other front matter to a translator', () => {
    expect(withEditLinksOf('x', before, english('A', 'Other text.', EDIT('next')))).toBeUndefined();
    expect(withEditLinksOf('x', before, english('B', 'Text.', EDIT('next')))).toBeUndefined();
  });
});

describe('a page new upstream', () => {
  const { dir, commits } = upstreamWeek();
  const siteDir = translatedSite(dir, commits[0]);
  const result = syncWithUpstream(siteDir, { dir });
  const inventory = () =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'routes/routes.json'), 'utf8')) as Inventory;
  const newDoc = () =>
    inventory()
      .versions.find((v) => v.name === 'current')!
      .docs.find((d) => d.source === 'main/new.md')!;
  const served = () => fs.readFileSync(path.join(siteDir, 'routes/served.txt'), 'utf8');

  it('is pending in the inventory, not served, and listed in the body for someone to take', () => {
    expect(newDoc().pending).toBe(true);
    expect(served()).not.toContain('/docs/next/main/new');
    expect(served()).toContain('/docs/next/main/b');
    const body = pullRequestBody(result);
    expect(body).toContain('`docs/main/new.md`，英文：`docs/main/new.md`：待认领');
    expect(body).toContain('npm run upstream:record -- <上游克隆> <文件>');
  });

  it('is served once its translation exists and is settled (as upstream:record does)', () => {
    fs.writeFileSync(path.join(siteDir, 'docs/main/new.md'), '---\ntitle: 新\n---\n\n新页面。\n');
    expect(settleSitePending(siteDir)).toEqual(['/docs/next/main/new']);
    expect(newDoc().pending).toBeUndefined();
    expect(served()).toContain('/docs/next/main/new');
  });
});

describe('a pending page upstream deletes again', () => {
  it('is dropped: it was never served, so there is no URL to keep', () => {
    const { dir, commits } = gitRepo([
      ONE_PAGE_UPSTREAM,
      { 'docs/main/brief.md': english('Brief', 'Here a week.') },
      { 'docs/main/brief.md': null },
    ]);
    const page = (file: string) =>
      writeRecord('---\ntitle: 甲\n---\n\n# 甲\n\n安装它。\n', {
        path: file,
        commit: commits[0],
        blob: blobOf(dir, commits[0], file),
      });
    const siteDir = tempTree({
      'routes/routes.json': JSON.stringify(upstreamInventory({ dir }, commits[0])),
      'routes/served.txt': '/docs/next/main/a\n/docs/main/a\n',
      'versions.json': '["v1"]',
      'docs/main/a.md': page('docs/main/a.md'),
      'versioned_docs/version-v1/main/a.md': page('versioned_docs/version-v1/main/a.md'),
    });
    execFileSync('git', ['-C', dir, 'checkout', '-q', commits[1]]);
    syncWithUpstream(siteDir, { dir });
    execFileSync('git', ['-C', dir, 'checkout', '-q', commits[2]]);
    const result = syncWithUpstream(siteDir, { dir });
    const current = readInventoryAt(siteDir).versions.find((v) => v.name === 'current')!;
    expect(current.docs.map((d) => d.source)).toEqual(['main/a.md']);
    expect(result.newlyRemoved).toEqual([]);
  });
});

describe('recording a new page on a branch from main, before the sync added it', () => {
  it('takes the page’s entry from the clone, and serves it', () => {
    const { dir, commits } = upstreamWeek();
    const siteDir = translatedSite(dir, commits[0]);
    fs.writeFileSync(path.join(siteDir, 'routes/served.txt'), '');
    expect(addUpstreamPage(siteDir, { dir }, 'current', 'main/nothing.md')).toBeUndefined();
    expect(addUpstreamPage(siteDir, { dir }, 'current', 'main/new.md')).toMatchObject({
      permalink: '/docs/next/main/new',
    });
    fs.writeFileSync(path.join(siteDir, 'docs/main/new.md'), '---\ntitle: 新\n---\n\n新页面。\n');
    expect(settleSitePending(siteDir)).toContain('/docs/next/main/new');
    const served = fs.readFileSync(path.join(siteDir, 'routes/served.txt'), 'utf8');
    expect(served).toContain('/docs/next/main/new\n');
  });
});
