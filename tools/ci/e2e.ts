/**
 * One CI end-to-end job's command: a share of the end-to-end files
 * (`--files 2/3`: every third file of the sorted list, leaving every-page to
 * the page jobs and the slow files to jobs of their own), one slow file
 * (`--file <path>`) or a shard of every-page's pages (`--pages 2/4`), each
 * writing a JUnit report beside the spec output. Together the jobs run every
 * file and every page `npm run test:e2e` runs in one go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHARD_ENV, parseShard } from './pages';

export const E2E_DIR = 'tests/e2e';
export const EVERY_PAGE_FILE = `${E2E_DIR}/every-page.test.ts`;

/**
 * Files that each take a job of their own: they run hundreds of searches in
 * the browser, as long as several other files together, and would make one
 * share of the files the slowest job of the run (bench/REPORT.md, CI section).
 */
export const OWN_JOB_FILES = [`${E2E_DIR}/search-relevance.test.ts`, `${E2E_DIR}/search.test.ts`];

/** A file job's id, for its JUnit report and the plan's artifact names: file-search. */
export function fileJobId(file: string): string {
  return `file-${path.basename(file, '.test.ts')}`;
}

/** The end-to-end test files, relative to the site root, sorted. */
export function e2eFiles(siteDir: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, E2E_DIR))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${E2E_DIR}/${name}`);
}

export type E2eCommand = { args: string[]; env: Record<string, string>; report: string };

/** `node` arguments and environment for `--files i/n`, `--file <path>` or `--pages i/n`. */
export function e2eCommand(
  mode: 'files' | 'file' | 'pages',
  value: string,
  files: string[],
  reportsDir: string,
): E2eCommand {
  let chosen: string[];
  let name: string;
  let env: Record<string, string> = {};
  if (mode === 'file') {
    if (!files.includes(value) || value === EVERY_PAGE_FILE)
      throw new Error(
        `--file ${value}：不是 ${E2E_DIR} 中的测试文件（every-page 按 --pages 分片）`,
      );
    chosen = [value];
    name = fileJobId(value);
  } else {
    const { index, total } = parseShard(value, `--${mode}`);
    name = `${mode}-${index}-of-${total}`;
    if (mode === 'pages') {
      chosen = [EVERY_PAGE_FILE];
      env = { [PAGE_SHARD_ENV]: `${index}/${total}` };
    } else {
      chosen = files
        .filter((file) => file !== EVERY_PAGE_FILE && !OWN_JOB_FILES.includes(file))
        .filter((_, i) => i % total === index - 1);
    }
  }
  const report = path.join(reportsDir, `junit-${name}.xml`);
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
    env,
    report,
  };
}
