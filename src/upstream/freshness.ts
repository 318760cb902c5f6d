/**
 * Whether each page's English original has changed since it was translated,
 * as a committed file the build reads without a clone of upstream
 * (`npm run upstream:status -- <clone> --write`): per page, the upstream
 * commit its translation records and the newest upstream commit that
 * changed its English, with that commit's date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LINKS } from '../data/links';
import { lastChanges, type UpstreamRepo } from './git';
import type { PageStatus } from './status';

export const FRESHNESS_FILE = 'routes/upstream-status.json';

export type PageFreshness = {
  /** The upstream commit the translation records. */
  recorded: string;
  /** The newest upstream commit that changed the English file, and its date. */
  englishChanged: { commit: string; date: string };
  /** The English file has changed since the translation (its blob differs from the record's). */
  stale: boolean;
};

export type Freshness = {
  /** The upstream commit the status was taken at. */
  upstream: string;
  /** By page file, relative to the site (docs/apis/camera.md …). */
  pages: Record<string, PageFreshness>;
};

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

export function readFreshness(siteDir: string): Freshness | undefined {
  const file = path.join(siteDir, FRESHNESS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The English change on GitHub: the compare view from the translated commit to the newest change. */
export function compareUrl(page: PageFreshness): string {
  return `${LINKS.docsRepository}/compare/${page.recorded}...${page.englishChanged.commit}`;
}
