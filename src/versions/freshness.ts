/**
 * Whether each page's English original has changed since it was
 * translated, computed at build time from two things, neither of which a
 * translator's pull request shares with another: the English side as the
 * weekly sync last saw it (routes/upstream-english.json: for each upstream
 * file, its blob and the commit and date that last changed it; written by
 * `npm run upstream:sync`, see tools/upstream/freshness.ts) and the page's
 * own `upstream` record in its front matter.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LINKS } from '../data/links';

export const ENGLISH_STATE_FILE = 'routes/upstream-english.json';

export type EnglishFile = {
  /** The file's git blob id at the sync's upstream commit. */
  blob: string;
  /** The newest upstream commit that changed the file, and its date. */
  commit: string;
  date: string;
};

export type EnglishState = {
  /** The upstream commit the sync read. */
  upstream: string;
  /** By upstream path (docs/apis/camera.md, versioned_docs/version-v7/…). */
  files: Record<string, EnglishFile>;
};

/** A page's `upstream` front matter record. */
export type PageRecord = { path: string; commit: string; blob: string };

export type PageFreshness = {
  /** The upstream file the page follows. */
  path: string;
  /** The upstream commit the translation records. */
  recorded: string;
  /** The newest upstream commit that changed the English file, and its date. */
  englishChanged: { commit: string; date: string };
  /** The English file has changed since the translation (its blob differs from the record's). */
  stale: boolean;
};

export function readEnglishState(siteDir: string): EnglishState | undefined {
  const file = path.join(siteDir, ENGLISH_STATE_FILE);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as EnglishState)
    : undefined;
}

/**
 * A page's freshness: undefined when it has no record or its English file is
 * not in the state (a page the English site deleted has its own notice).
 */
export function pageFreshness(
  record: PageRecord | undefined,
  english: EnglishState | undefined,
): PageFreshness | undefined {
  const file = record && english?.files[record.path];
  if (!record || !file) return undefined;
  return {
    path: record.path,
    recorded: record.commit,
    englishChanged: { commit: file.commit, date: file.date },
    stale: file.blob !== record.blob,
  };
}

/**
 * The English change on GitHub: the compare view from the translated commit
 * to the newest change, opened at the page's own file (GitHub names a
 * file's diff `diff-` and the SHA-256 of its path).
 */
export function compareUrl(
  page: Pick<PageFreshness, 'path' | 'recorded' | 'englishChanged'>,
): string {
  const anchor = createHash('sha256').update(page.path).digest('hex');
  return `${LINKS.docsRepository}/compare/${page.recorded}...${page.englishChanged.commit}#diff-${anchor}`;
}
