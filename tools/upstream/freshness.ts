/**
 * The status file of src/versions/freshness.ts, computed from a clone of
 * upstream: per page, the upstream commit its translation records and the
 * newest upstream commit that changed its English, with that commit's date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FRESHNESS_FILE, type Freshness, type PageFreshness } from '../../src/versions/freshness';
import { lastChanges, type UpstreamRepo } from './git';
import type { PageStatus } from './status';

/** The freshness of every recorded page among `statuses` (pages upstream deleted are left out). */
export function freshnessOf(
  repo: UpstreamRepo,
  upstreamCommit: string,
  statuses: PageStatus[],
): Freshness {
  const pages: Record<string, PageFreshness> = {};
  const changes = lastChanges(repo, ['docs', 'versioned_docs']);
  for (const s of statuses) {
    if (s.state === 'up-to-date' && !s.removedUpstream) {
      const changed = changes.get(s.record.path);
      if (changed)
        pages[s.file] = { recorded: s.record.commit, englishChanged: changed, stale: false };
    }
    if (s.state === 'stale' && !s.upstream.removed) {
      const changed = changes.get(s.upstream.path);
      if (changed)
        pages[s.file] = { recorded: s.record.commit, englishChanged: changed, stale: true };
    }
  }
  return { upstream: upstreamCommit, pages: Object.fromEntries(Object.entries(pages).sort()) };
}

export function writeFreshness(siteDir: string, freshness: Freshness): void {
  fs.writeFileSync(path.join(siteDir, FRESHNESS_FILE), `${JSON.stringify(freshness, null, 1)}\n`);
}
