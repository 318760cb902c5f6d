/**
 * The translators' loop end to end, on a scratch English repository built
 * from a small fixture and a scratch copy of a site translated from it:
 * each scenario changes the English side, runs the weekly sync as the
 * workflow does, and checks what the sync branch would hold (files
 * changed), the pull request body as rendered Markdown, the inventory, the
 * route check, and the notice a page shows; then the translator's tools.
 * tests/e2e/translators-loop.test.ts plays the first scenarios again on
 * real one-version builds of a scratch copy of the project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkStaleNotice, { STALE_NOTICE_CLASS } from '@site/src/remark/staleNotice';
import { readInventory } from '@site/src/versions/inventory';
import { readEnglishState } from '@site/src/versions/freshness';
import { compareRoutes, type Completeness } from '@site/tools/inventory/builtRoutes';
import { settleSitePending, upstreamInventory } from '@site/tools/inventory/fromUpstream';
import { refuseOlderClone } from '@site/tools/upstream/cloneCheck';
import { readRecord, writeRecord } from '@site/tools/upstream/record';
import { upstreamSource } from '@site/tools/upstream/sources';
import { pullRequestBody, syncWithUpstream } from '@site/tools/upstream/sync';
import { blobOf, gitRepo, tempTree } from '../helpers/fixtures';

const CONFIG =
  "module.exports = { presets: [['classic', { docs: { lastVersion: 'v1', versions: { current: { label: 'v2', banner: 'unreleased' } } } }]] };\n";
const english = (title: string, body: string) =>
  `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

const { dir, commits } = gitRepo([
  {
    'versions.json': '["v1"]\n',
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['main/a', 'main/b'] };\n",
    'docs/main/a.md': english('A', 'Install it.'),
    'docs/main/b.md': english('B', 'Run it:\n\n```bash\nnpx cap run\n```\n\nDone.'),
    'versioned_docs/version-v1/main/a.md': english('A', 'Install it.'),
    'versioned_sidebars/version-v1-sidebars.json': '{"docs":["main/a"]}',
  },
  // 1: one page's English changes (inside a code block).
  { 'docs/main/b.md': english('B', 'Run it:\n\n```bash\nnpx cap run ios\n```\n\nDone.') },
  // 2: a page is added.
  {
    'docs/main/new.md': english('New', 'A new page.'),
    'sidebars.js': "module.exports = { docs: ['main/a', 'main/b', 'main/new'] };\n",
  },
  // 3: a page is removed.
  {
    'docs/main/a.md': null,
    'sidebars.js': "module.exports = { docs: ['main/b', 'main/new'] };\n",
  },
  // 4: a commit that touches no page.
  { 'NOTES.md': 'Release notes only.\n' },
]);
const repo = { dir };
const upstreamGit = (...args: string[]) => execFileSync('git', ['-C', dir, ...args]);

const translated = (file: string, title: string, body: string) =>
  writeRecord(`---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`, {
    path: file,
    commit: commits[0],
    blob: blobOf(dir, commits[0], file),
  });
const siteDir = tempTree({
  'routes/routes.json': JSON.stringify(upstreamInventory(repo, commits[0])),
  'routes/served.txt': '/docs/main/a\n/docs/next/main/a\n/docs/next/main/b\n',
  'routes/complete.json': '{"current":["docs"],"v1":["docs"]}\n',
  'versions.json': '["v1"]',
  'docs/main/a.md': translated('docs/main/a.md', '甲', '安装它。'),
  'docs/main/b.md': translated('docs/main/b.md', '乙', '运行它。'),
  'versioned_docs/version-v1/main/a.md': translated(
    'versioned_docs/version-v1/main/a.md',
    '甲',
    '安装它。',
  ),
});
const siteGit = (...args: string[]) =>
  execFileSync('git', ['-C', siteDir, ...args], { encoding: 'utf8' });
siteGit('init', '-q', '-b', 'main');
siteGit('config', 'user.email', 'test@example.com');
siteGit('config', 'user.name', 'Test');

/** Merges what is on the branch (as a maintainer merging the pull request). */
const merge = (message: string) => {
  siteGit('add', '-A');
  siteGit('commit', '-q', '--allow-empty', '-m', message);
};
/** The files the sync branch would change. */
const changedFiles = () =>
  siteGit('status', '--porcelain')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort();

/** The weekly sync at upstream commit `n`, as the workflow runs it. */
function syncAt(n: number) {
  upstreamGit('checkout', '-q', commits[n]);
  const result = syncWithUpstream(siteDir, repo);
  return { result, body: pullRequestBody(result, { ciStartsItself: false }) };
}

/** Section headings of a rendered body (those outside code). */
const headings = (markdown: string) => {
  const found: string[] = [];
  const walk = (node: { children?: RootContent[] }) => {
    for (const child of node.children ?? []) {
      if (child.type === 'heading') found.push(toString(child));
      walk(child as { children?: RootContent[] });
    }
  };
  walk(fromMarkdown(markdown));
  return found;
};

/** The route check over a build of every page file the site has. */
const routeCheck = () => {
  const inventory = readInventory(siteDir);
  const built = inventory.versions.flatMap((v) =>
    v.docs
      .filter((d) =>
        fs.existsSync(
          path.join(
            siteDir,
            v.name === 'current' ? 'docs' : `versioned_docs/version-${v.name}`,
            d.source,
          ),
        ),
      )
      .map((d) => ({ url: d.permalink.replace(/\/$/, '') || '/docs/', version: v.name })),
  );
  const served = fs
    .readFileSync(path.join(siteDir, 'routes/served.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const complete = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'routes/complete.json'), 'utf8'),
  ) as Completeness;
  return compareRoutes(inventory, built, complete, served);
};

/** The notice the page shows (its text and link), or undefined. */
const notice = (file: string) => {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const tree = fromMarkdown(text.replace(/^---\n[\s\S]*?\n---\n/, '')) as never as {
    children: { type: string; attributes?: { value: string }[] }[];
  };
  remarkStaleNotice({ siteDir })(tree, {
    data: { frontMatter: { upstream: readRecord(text) } },
  });
  const node = tree.children.find((n) =>
    n.attributes?.some((a) => a.value.includes(STALE_NOTICE_CLASS)),
  );
  return node && JSON.stringify(node);
};

/** The translator's step: bring the page up to date and record it (npm run upstream:record). */
const translatorRecords = (file: string, body: string) => {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const old = readRecord(text);
  if (old) refuseOlderClone(repo, [{ file, record: old }]);
  const inventory = readInventory(siteDir);
  const version = inventory.versions.find((v) => v.name === 'current')!;
  const source = file.replace(/^docs\//, '');
  const upstream = upstreamSource(
    repo,
    version,
    version.docs.find((d) => d.source === source)!,
  )!;
  fs.writeFileSync(
    path.join(siteDir, file),
    writeRecord(text.replace(/\n\n[^\n]*\n$/, `\n\n${body}\n`), upstream),
  );
  return settleSitePending(siteDir);
};

describe('the translators’ loop, end to end', () => {
  it('starts settled: the first sync records the English side, the next one at the same commit changes nothing', () => {
    expect(syncAt(0).result.changed).toBe(true);
    merge('first sync');
    expect(syncAt(0).result.changed).toBe(false);
    expect(changedFiles()).toEqual([]);
  });

  it('one page’s English changes: the PR holds the English state, lists the page with its diff; the page shows a notice until the translator records it', () => {
    const { result, body } = syncAt(1);
    expect(result.changed).toBe(true);
    expect(changedFiles()).toEqual(['routes/upstream-english.json']);
    expect(headings(body)).toEqual([
      '已自动完成',
      '英文已更新的页面（1）',
      'docs/main/b.md',
      '需要重新核对的来源（0）',
      '新页面（0）',
      '英文站删除的页面（0）',
    ]);
    expect(body).toContain('+npx cap run ios');
    expect(body.startsWith('> **CI 没有自动运行。**')).toBe(true);
    expect(routeCheck().errors).toEqual([]);
    merge('sync 1');

    expect(notice('docs/main/b.md')).toContain('#diff-');
    expect(notice('docs/main/a.md')).toBeUndefined();
    translatorRecords('docs/main/b.md', '运行 iOS。');
    expect(notice('docs/main/b.md')).toBeUndefined();
    // The translator's PR holds their page alone: no shared file to conflict on.
    expect(changedFiles()).toEqual(['docs/main/b.md']);
    merge('translate b');
  });

  it('a page is added: pending in the inventory, not served, listed for someone to take; the route check lists it and passes', () => {
    const { result, body } = syncAt(2);
    expect(result.changed).toBe(true);
    expect(changedFiles()).toEqual(['routes/routes.json', 'routes/upstream-english.json']);
    const doc = readInventory(siteDir)
      .versions.find((v) => v.name === 'current')!
      .docs.find((d) => d.source === 'main/new.md')!;
    expect(doc.pending).toBe(true);
    expect(headings(body)).toContain('新页面（1）');
    expect(body).toContain('`docs/main/new.md`，英文：`docs/main/new.md`：待认领');
    const check = routeCheck();
    expect(check.errors).toEqual([]);
    expect(check.lines).toContain('    pending: /docs/next/main/new (main/new.md)');
    merge('sync 2');

    fs.writeFileSync(
      path.join(siteDir, 'docs/main/new.md'),
      '---\ntitle: 新\n---\n\n# 新\n\n新页面。\n',
    );
    expect(translatorRecords('docs/main/new.md', '一个新页面。')).toEqual(['/docs/next/main/new']);
    expect(changedFiles()).toEqual(['docs/main/new.md', 'routes/routes.json', 'routes/served.txt']);
    expect(routeCheck().errors).toEqual([]);
    merge('translate new');
  });

  it('a page is removed: kept at its URL, listed as removed; the route check passes', () => {
    const { result, body } = syncAt(3);
    expect(result.changed).toBe(true);
    expect(result.newlyRemoved.map((r) => r.url)).toEqual(['/docs/next/main/a']);
    expect(headings(body)).toContain('英文站删除的页面（1）');
    expect(
      readInventory(siteDir)
        .versions.find((v) => v.name === 'current')!
        .docs.find((d) => d.source === 'main/a.md')!.removed,
    ).toMatchObject({ commit: commits[3] });
    expect(routeCheck().errors).toEqual([]);
    merge('sync 3');
  });

  it('a commit touches no page: nothing changes, no pull request', () => {
    const { result } = syncAt(4);
    expect(result.upstream).toBe(commits[4]);
    expect(result.changed).toBe(false);
    expect(changedFiles()).toEqual([]);
    expect(readEnglishState(siteDir)!.upstream).toBe(commits[3]);
  });

  it('a translator’s clone is out of date: recording refuses, naming the page and both commits, and writes nothing', () => {
    upstreamGit('checkout', '-q', commits[0]);
    expect(() => translatorRecords('docs/main/b.md', '旧的。')).toThrow(
      `docs/main/b.md：已记录上游提交 ${commits[1]}，英文克隆的 HEAD（${commits[0]}）中没有这个提交`,
    );
    expect(changedFiles()).toEqual([]);
    upstreamGit('checkout', '-q', 'main');
  });
});
