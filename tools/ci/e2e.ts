/**
 * One CI end-to-end job's command: a share of the end-to-end files
 * (`--files 2/3`: every third file of the sorted list, every-page left to the
 * page jobs) or a shard of every-page's pages (`--pages 2/4`), each writing a
 * JUnit report beside the spec output. Together the jobs run every file and
 * every page `npm run test:e2e` runs in one go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHARD_ENV, parseShard } from './pages';

export const E2E_DIR = 'tests/e2e';
export const EVERY_PAGE_FILE = `${E2E_DIR}/every-page.test.ts`;

/** The end-to-end test files, relative to the site root, sorted. */
export function e2eFiles(siteDir: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, E2E_DIR))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${E2E_DIR}/${name}`);
}

export type E2eCommand = { args: string[]; env: Record<string, string>; report: string };

/** `node` arguments and environment for `--files i/n` or `--pages i/n`. */
export function e2eCommand(
  mode: 'files' | 'pages',
  shard: string,
  files: string[],
  reportsDir: string,
): E2eCommand {
  const { index, total } = parseShard(shard, `--${mode}`);
  const report = path.join(reportsDir, `junit-${mode}-${index}-of-${total}.xml`);
  const chosen =
    mode === 'pages'
      ? [EVERY_PAGE_FILE]
      : files.filter((file) => file !== EVERY_PAGE_FILE).filter((_, i) => i % total === index - 1);
  return {
    args: [
      '--test',
      '--test-concurrency=1',
      '--import',
      'tsx',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=junit',
      `--test-reporter-destination=${report}`,
      ...chosen,
    ],
    env: mode === 'pages' ? { [PAGE_SHARD_ENV]: `${index}/${total}` } : {},
    report,
  };
}
