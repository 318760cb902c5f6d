/**
 * The English side as the sync sees it (src/versions/freshness.ts): for
 * every upstream page file, its blob and the commit and date that last
 * changed it. Written by the weekly sync (and `upstream:status --write`);
 * each page's freshness follows from it and the page's own record.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ENGLISH_STATE_FILE,
  type EnglishFile,
  type EnglishState,
} from '../../src/versions/freshness';
import { commitId, lastChanges, pageBlobs, type UpstreamRepo } from '../common/git';

const DIRS = ['docs', 'versioned_docs'];

export function englishStateOf(repo: UpstreamRepo, rev = 'HEAD'): EnglishState {
  const changes = lastChanges(repo, DIRS, rev);
  const files: Record<string, EnglishFile> = {};
  for (const [file, blob] of [...pageBlobs(repo, DIRS, rev)].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const change = changes.get(file);
    if (change) files[file] = { blob, commit: change.commit, date: change.date };
  }
  return { upstream: commitId(repo, rev), files };
}

/** Whether two states differ in their files (a new upstream commit id alone is no change). */
export function englishChanged(before: EnglishState | undefined, after: EnglishState): boolean {
  return JSON.stringify(before?.files) !== JSON.stringify(after.files);
}

export function writeEnglishState(siteDir: string, state: EnglishState): void {
  fs.writeFileSync(path.join(siteDir, ENGLISH_STATE_FILE), `${JSON.stringify(state, null, 1)}\n`);
}
