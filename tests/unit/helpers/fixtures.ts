/** Shared test fixtures: temporary site folders and upstream git repositories. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Inventory, InventoryDoc } from '../../../src/inventory/routeInventory';

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
    versions: [{ name: 'v7', label: 'v7', path: '/docs', isLast: true, sidebars: {}, docs }],
  };
}
