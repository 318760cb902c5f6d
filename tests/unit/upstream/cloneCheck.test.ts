import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { branchWarning, refuseOlderClone } from '@site/tools/upstream/cloneCheck';
import { blobOf, gitRepo } from '../helpers/fixtures';

const { dir, commits } = gitRepo([{ 'docs/a.md': 'A one.\n' }, { 'docs/a.md': 'A two.\n' }]);
const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
const record = {
  path: 'docs/a.md',
  commit: commits[1],
  blob: blobOf(dir, commits[1], 'docs/a.md'),
};

describe('a clone older than the records', () => {
  it('is refused, in Chinese, naming the page and both commits', () => {
    git(dir, 'checkout', '-q', commits[0]);
    try {
      expect(() => refuseOlderClone({ dir }, [{ file: 'docs/a.md', record }])).toThrow(
        `docs/a.md：已记录上游提交 ${commits[1]}，英文克隆的 HEAD（${commits[0]}）中没有这个提交`,
      );
    } finally {
      git(dir, 'checkout', '-q', 'main');
    }
  });

  it('is not refused once it holds the recorded commit', () => {
    expect(() => refuseOlderClone({ dir }, [{ file: 'docs/a.md', record }])).not.toThrow();
  });
});

describe('a clone not on upstream’s default branch', () => {
  const clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clone-')), 'repo');
  execFileSync('git', ['clone', '-q', dir, clone]);

  it('gets a warning naming the default branch', () => {
    expect(branchWarning({ dir: clone })).toBeUndefined();
    git(clone, 'checkout', '-q', '-b', 'fork');
    expect(branchWarning({ dir: clone })).toContain('在分支 fork，不是上游的默认分支 main');
  });
});
