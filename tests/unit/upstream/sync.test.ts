import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { upstreamInventory } from '@site/tools/inventory/fromUpstream';
import { readFreshness } from '@site/src/versions/freshness';
import { readInventory } from '@site/src/versions/inventory';
import { readRecord, writeRecord } from '@site/tools/upstream/record';
import { pullRequestBody, syncWithUpstream, withEditLinksOf } from '@site/tools/upstream/sync';
import { blobOf, gitRepo, tempTree } from '../helpers/fixtures';

const CONFIG =
  "module.exports = { presets: [['classic', { docs: { lastVersion: 'v1', versions: { current: { label: 'v2', banner: 'unreleased' } } } }]] };\n";
const english = (title: string, body: string, front = '') =>
  `---\ntitle: ${title}\n${front}---\n\n# ${title}\n\n${body}\n`;
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

  it('keeps the deleted page in the inventory, and writes the freshness file readers see', () => {
    const inventory = readInventory(siteDir);
    const current = inventory.versions.find((v) => v.name === 'current')!;
    expect(current.docs.find((d) => d.source === 'apis/gone.md')?.removed).toMatchObject({
      path: 'docs/apis/gone.md',
      commit: commits[1],
    });
    const freshness = readFreshness(siteDir)!;
    expect(freshness.upstream).toBe(commits[1]);
    expect(freshness.pages['docs/main/b.md']).toMatchObject({ recorded: commits[0], stale: true });
    expect(freshness.pages['docs/main/a.md']).toMatchObject({ stale: false });
    expect(freshness.pages['docs/apis/gone.md']).toBeUndefined();
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
