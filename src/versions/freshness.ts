/**
 * Whether each page's English original has changed since it was translated:
 * the committed status file the build reads without a clone of upstream
 * (written by `npm run upstream:status -- <clone> --write`, see
 * tools/upstream/freshness.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LINKS } from '../data/links';

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

export function readFreshness(siteDir: string): Freshness | undefined {
  const file = path.join(siteDir, FRESHNESS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Freshness) : undefined;
}

/** The English change on GitHub: the compare view from the translated commit to the newest change. */
export function compareUrl(page: PageFreshness): string {
  return `${LINKS.docsRepository}/compare/${page.recorded}...${page.englishChanged.commit}`;
}
