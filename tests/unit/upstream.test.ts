import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveVersion } from '@site/src/upstream/derive';
import { readRecord, writeRecord } from '@site/src/upstream/record';
import { recordProblems } from '@site/src/upstream/recordCheck';
import { relinkToFiles } from '@site/src/upstream/relink';
import { isUpToDate, versionStatus } from '@site/src/upstream/status';
import { blobOf, gitRepo, tempTree } from './helpers/fixtures';

const v7 = {
  name: 'v7',
  docsDir: 'versioned_docs/version-v7',
  upstream: { newest: 'versioned_docs/version-v7', pinned: 'versioned_docs/version-v7' },
};
const v6 = {
  name: 'v6',
  docsDir: 'versioned_docs/version-v6',
  upstream: { newest: 'versioned_docs/version-v6', pinned: 'versioned_docs/version-v6' },
};
const v7Docs = [
  { id: 'a', source: 'main/a.md', permalink: '/docs/a' },
  { id: 'b', source: 'main/b.md', permalink: '/docs/b' },
  { id: 'gone', source: 'apis/gone.md', permalink: '/docs/apis/gone' },
  { id: 'new', source: 'main/new.md', permalink: '/docs/new' },
];
const v6Docs = [
  { id: 'a', source: 'main/a.md', permalink: '/docs/v6/a' },
  { id: 'b', source: 'main/b.md', permalink: '/docs/v6/b' },
  { id: 'old', source: 'main/old.md', permalink: '/docs/v6/old' },
];

// Upstream: commit 1 is what our v7 pages were translated from (pinned); commit 2
// changes b, removes gone and adds new.
const upstream = gitRepo([
  {
    'versioned_docs/version-v7/main/a.md': '# A\n\nSame in v6 and v7.\n',
    'versioned_docs/version-v7/main/b.md': '# B\n\nRun `cap sync`.\n',
    'versioned_docs/version-v7/apis/gone.md': '# Gone\n',
    'versioned_docs/version-v6/main/a.md': '# A\n\nSame in v6 and v7.\n',
    'versioned_docs/version-v6/main/b.md': '# B\n\nRun `cap copy`.\n',
    'versioned_docs/version-v6/main/old.md': '# Old\n',
  },
  {
    'versioned_docs/version-v7/main/b.md': '# B\n\nRun `cap sync` twice.\n',
    'versioned_docs/version-v7/apis/gone.md': null,
    'versioned_docs/version-v7/main/new.md': '# New\n',
  },
]);
const repo = { dir: upstream.dir };
const [pinned] = upstream.commits;
const record = (file: string, rev = pinned) => ({
  path: file,
  commit: rev,
  blob: blobOf(upstream.dir, rev, file),
});
const page = (title: string, body: string, file: string, rev = pinned) =>
  writeRecord(`---\ntitle: ${title}\n---\n${body}`, record(file, rev));

function v7Site() {
  return tempTree({
    'versioned_docs/version-v7/main/a.md': page(
      '甲',
      '# 甲\n\n见[乙](/docs/b#run)。\n',
      'versioned_docs/version-v7/main/a.md',
    ),
    'versioned_docs/version-v7/main/b.md': page(
      '乙',
      '# 乙\n\n运行 `cap sync`。\n',
      'versioned_docs/version-v7/main/b.md',
    ),
    'versioned_docs/version-v7/apis/gone.md': page(
      '已移除',
      '# 已移除\n',
      'versioned_docs/version-v7/apis/gone.md',
    ),
  });
}

describe('upstream record', () => {
  it('is written into the front matter, replacing an older one', () => {
    const first = writeRecord('---\ntitle: 甲\n---\n正文\n', {
      path: 'x/a.md',
      commit: 'abcdef12',
      blob: 'a'.repeat(40),
    });
    const second = writeRecord(first, { path: 'x/a.md', commit: '12345678', blob: 'b'.repeat(40) });
    expect(second).toBe(
      `---\ntitle: 甲\nupstream:\n  path: x/a.md\n  commit: '12345678'\n  blob: '${'b'.repeat(40)}'\n---\n正文\n`,
    );
    expect(readRecord(second)).toEqual({
      path: 'x/a.md',
      commit: '12345678',
      blob: 'b'.repeat(40),
    });
  });

  it('is absent or rejected with a reason', () => {
    expect(readRecord('---\ntitle: 甲\n---\n')).toBeUndefined();
    expect(() =>
      readRecord('---\nupstream:\n  path: a.txt\n  commit: zz\n  blob: 12\n---\n'),
    ).toThrow(/`path` must name a \.md.*`blob` must be a 40-digit.*`commit` must be/);
  });
});

describe('relinking route links to file links', () => {
  it('turns links to pages of the version into relative file links, keeping the hash', () => {
    expect(relinkToFiles('[乙](/docs/b#run) [新](/docs/new/)', 'main/a.md', v7Docs)).toBe(
      '[乙](./b.md#run) [新](./new.md)',
    );
    expect(relinkToFiles('[甲](/docs/a)', 'apis/gone.md', v7Docs)).toBe('[甲](../main/a.md)');
  });

  it('resolves relative route links against the page URL, and leaves file links as they are', () => {
    expect(relinkToFiles('[乙](./b#run) [根](../docs/a) [文件](./b.md)', 'main/a.md', v7Docs)).toBe(
      '[乙](./b.md#run) [根](./a.md) [文件](./b.md)',
    );
    expect(relinkToFiles('[乙](../b)', 'apis/gone.md', v7Docs)).toBe('[乙](../main/b.md)');
  });

  it('leaves code, other versions and unknown paths alone', () => {
    const text = '```md\n[乙](/docs/b)\n```\n`[乙](/docs/b)` [v6](/docs/v6/a) [?](/docs/nowhere)';
    expect(relinkToFiles(text, 'main/a.md', v7Docs)).toBe(text);
  });
});

describe('upstream status', () => {
  it('reports up to date, stale with the English diff, kept-after-removal and missing pages', () => {
    const siteDir = v7Site();
    const statuses = versionStatus({
      siteDir,
      repo,
      version: v7,
      inventoryVersion: { docs: v7Docs },
      pinnedCommit: pinned,
    });
    const byPage = Object.fromEntries(statuses.map((s) => [s.source, s]));
    expect(byPage['main/a.md']).toMatchObject({ state: 'up-to-date', removedUpstream: false });
    expect(byPage['apis/gone.md']).toMatchObject({ state: 'up-to-date', removedUpstream: true });
    expect(byPage['main/new.md']).toMatchObject({ state: 'missing' });
    const stale = byPage['main/b.md'];
    expect(stale.state).toBe('stale');
    if (stale.state === 'stale') {
      expect(stale.diff).toContain('-Run `cap sync`.');
      expect(stale.diff).toContain('+Run `cap sync` twice.');
    }
    expect(isUpToDate(statuses)).toBe(false);
  });

  it('flags a page without a record', () => {
    const siteDir = tempTree({ 'versioned_docs/version-v7/main/a.md': '---\ntitle: 甲\n---\n' });
    const [a] = versionStatus({
      siteDir,
      repo,
      version: v7,
      inventoryVersion: { docs: v7Docs.slice(0, 1) },
      pinnedCommit: pinned,
    });
    expect(a).toMatchObject({ state: 'unrecorded', problem: 'no `upstream` front matter' });
  });
});

const deriveV6FromV7 = (siteDir: string) =>
  deriveVersion(
    {
      siteDir,
      repo,
      pinnedCommit: pinned,
      target: { version: v6, docs: v6Docs },
      from: { version: v7, docs: v7Docs },
    },
    { write: true },
  );

describe('deriving a version from the next newer one', () => {
  it('copies pages whose English is identical (relinked, record renamed) and lists the rest', () => {
    const siteDir = v7Site();
    const pages = deriveV6FromV7(siteDir);
    const byPage = Object.fromEntries(pages.map((p) => [p.source, p]));
    expect(byPage['main/a.md']).toMatchObject({ state: 'copied', brokenLinks: [] });
    const copied = fs.readFileSync(
      path.join(siteDir, 'versioned_docs/version-v6/main/a.md'),
      'utf8',
    );
    expect(copied).toContain('见[乙](./b.md#run)。');
    expect(readRecord(copied)).toMatchObject({
      path: 'versioned_docs/version-v6/main/a.md',
      blob: blobOf(upstream.dir, 'HEAD', 'versioned_docs/version-v6/main/a.md'),
    });

    const changed = byPage['main/b.md'];
    expect(changed.state).toBe('changed');
    if (changed.state === 'changed') {
      expect(changed.diff).toContain('-Run `cap sync`.');
      expect(changed.diff).toContain('+Run `cap copy`.');
    }
    expect(fs.existsSync(path.join(siteDir, 'versioned_docs/version-v6/main/b.md'))).toBe(false);
    expect(byPage['main/old.md']).toMatchObject({ state: 'new', english: '# Old\n' });

    const again = deriveV6FromV7(siteDir);
    expect(again.find((p) => p.source === 'main/a.md')).toMatchObject({ state: 'exists' });
  });
});

describe('record check (CI, no clone)', () => {
  const inventory = {
    source: { commit: 'd4939b55' },
    versions: [
      { name: 'v7', label: 'v7', path: '/docs', isLast: true, sidebars: {}, docs: v7Docs },
    ],
  };
  const file = 'versioned_docs/version-v7/main/a.md';
  const withRecord = (recordPath: string) =>
    writeRecord('---\ntitle: 甲\n---\n', {
      path: recordPath,
      commit: 'abcdef12',
      blob: 'c'.repeat(40),
    });

  it('accepts a record naming the page’s upstream file', () => {
    expect(recordProblems(file, withRecord(file), inventory)).toEqual([]);
  });

  it('names what is wrong: no record, another file, a page outside the inventory', () => {
    expect(recordProblems(file, '---\ntitle: 甲\n---\n', inventory)[0]).toMatch(
      /no `upstream` record/,
    );
    expect(
      recordProblems(file, withRecord('versioned_docs/version-v7/main/b.md'), inventory)[0],
    ).toMatch(/names versioned_docs\/version-v7\/main\/b\.md, not this page's English file/);
    expect(
      recordProblems('versioned_docs/version-v7/main/zzz.md', withRecord(file), inventory)[0],
    ).toMatch(/not a page of the route inventory/);
  });
});
