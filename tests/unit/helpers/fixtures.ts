/**
 * Shared test fixtures: the site's own folders, temporary site folders,
 * upstream git repositories, route inventories and committed API metadata.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiMetadata } from '../../../tools/api-metadata/types';
import type { Inventory, InventoryDoc } from '../../../src/versions/inventory';
import { writeRecord } from '../../../tools/upstream/record';
import { apiMetadataDir } from '../../../src/versions';

/** The site's root folder, for tests that read committed files. */
export const SITE_DIR = path.resolve(__dirname, '../../..');

/** tests/unit/fixtures: input files of fixture tests. */
export const FIXTURES_DIR = path.resolve(__dirname, '../fixtures');

/** A temporary folder holding the given files (path → text). */
export function tempTree(files: Record<string, string>, prefix = 'site-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** A git repository with one commit per entry of `commits`; returns its folder and commit ids. */
export function gitRepo(commits: Record<string, string | null>[]): {
  dir: string;
  commits: string[];
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  const ids: string[] = [];
  for (const files of commits) {
    for (const [file, text] of Object.entries(files)) {
      if (text === null) fs.rmSync(path.join(dir, file));
      else writeFiles(dir, { [file]: text });
    }
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', `commit ${ids.length + 1}`);
    ids.push(git('rev-parse', '--short=8', 'HEAD'));
  }
  return { dir, commits: ids };
}

export function blobOf(dir: string, rev: string, file: string): string {
  return execFileSync('git', ['-C', dir, 'rev-parse', `${rev}:${file}`], {
    encoding: 'utf8',
  }).trim();
}

/** A route inventory with one version, v7 at /docs, holding `docs`. */
export function v7Inventory(docs: InventoryDoc[]): Inventory {
  return {
    source: { commit: 'd4939b55' },
    versions: [
      {
        name: 'v7',
        label: 'v7',
        path: '/docs',
        isLast: true,
        upstreamDir: 'versioned_docs/version-v7',
        sidebars: {},
        docs,
      },
    ],
  };
}

/** The committed API metadata of a plugin page in v7 (api-metadata/v7/<slug>.json). */
export function apiMetadata(slug: string, version = 'v7'): ApiMetadata {
  return JSON.parse(
    fs.readFileSync(path.join(SITE_DIR, apiMetadataDir(version), `${slug}.json`), 'utf8'),
  ) as ApiMetadata;
}

/** Doc versions v7 and v6 as the upstream modules see them. */
export const upstreamV7 = {
  name: 'v7',
  docsDir: 'versioned_docs/version-v7',
  upstreamDir: 'versioned_docs/version-v7',
};
export const upstreamV6 = {
  name: 'v6',
  docsDir: 'versioned_docs/version-v6',
  upstreamDir: 'versioned_docs/version-v6',
};

/** The inventory pages of v7 and v6 in the upstream fixture. */
export const upstreamV7Docs = [
  { id: 'a', source: 'main/a.md', permalink: '/docs/a' },
  { id: 'b', source: 'main/b.md', permalink: '/docs/b' },
  // Deleted by the fixture's second commit, its HEAD.
  {
    id: 'gone',
    source: 'apis/gone.md',
    permalink: '/docs/apis/gone',
    removed: { path: 'versioned_docs/version-v7/apis/gone.md', commit: 'HEAD', date: '2026-01-01' },
  },
  { id: 'new', source: 'main/new.md', permalink: '/docs/new' },
];
export const upstreamV6Docs = [
  { id: 'a', source: 'main/a.md', permalink: '/docs/v6/a' },
  { id: 'b', source: 'main/b.md', permalink: '/docs/v6/b' },
  { id: 'old', source: 'main/old.md', permalink: '/docs/v6/old' },
];

let upstreamRepo: { dir: string; commits: string[] } | undefined;

/**
 * The upstream repository: commit 1 is what our v7 pages were translated from
 * (pinned); commit 2 changes b, removes gone and adds new. Created on first use
 * in a test file.
 */
export function upstreamFixture(): { dir: string; repo: { dir: string }; pinned: string } {
  upstreamRepo ??= gitRepo([
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
  const { dir, commits } = upstreamRepo;
  return { dir, repo: { dir }, pinned: commits[0] };
}

/** A site whose v7 pages a, b and gone are translated from the pinned upstream commit. */
export function upstreamV7Site(): string {
  const { dir, pinned } = upstreamFixture();
  const page = (title: string, body: string, file: string) =>
    writeRecord(`---\ntitle: ${title}\n---\n${body}`, {
      path: file,
      commit: pinned,
      blob: blobOf(dir, pinned, file),
    });
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
