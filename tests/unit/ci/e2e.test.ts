import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_FILE, OWN_JOB_FILES, e2eCommand, e2eFiles } from '@site/tools/ci/e2e';
import { failureSummary, junitFailures } from '@site/tools/ci/junit';
import { E2E_FILE_SHARDS } from '@site/tools/ci/plan';
import { SITE_DIR, tempTree } from '../helpers/fixtures';

const chosenFiles = (args: string[]) => args.filter((arg) => arg.startsWith('tests/e2e/'));

describe('the CI end-to-end jobs', () => {
  it('run every end-to-end file once between the file jobs and the page jobs', () => {
    const files = e2eFiles(SITE_DIR);
    expect(files).toContain(EVERY_PAGE_FILE);
    const shares = Array.from({ length: E2E_FILE_SHARDS }, (_, i) =>
      chosenFiles(e2eCommand('files', `${i + 1}/${E2E_FILE_SHARDS}`, files, '/r').args),
    );
    for (const share of shares) expect(share.length).toBeGreaterThan(0);
    const own = OWN_JOB_FILES.map((file) =>
      chosenFiles(e2eCommand('file', file, files, '/r').args),
    );
    for (const [i, job] of own.entries()) expect(job).toEqual([OWN_JOB_FILES[i]]);
    const pages = e2eCommand('pages', '2/4', files, '/r');
    expect(chosenFiles(pages.args)).toEqual([EVERY_PAGE_FILE]);
    expect(pages.env).toEqual({ E2E_PAGE_SHARD: '2/4' });
    expect([...shares.flat(), ...own.flat(), ...chosenFiles(pages.args)].sort()).toEqual(files);
  });

  it('refuses a file of its own that is not an end-to-end file, or every-page', () => {
    const files = e2eFiles(SITE_DIR);
    expect(() => e2eCommand('file', 'tests/e2e/nope.test.ts', files, '/r')).toThrow(
      /--file tests\/e2e\/nope.test.ts/,
    );
    expect(() => e2eCommand('file', EVERY_PAGE_FILE, files, '/r')).toThrow(/--pages/);
    expect(e2eCommand('file', OWN_JOB_FILES[0], files, '/r').report).toBe(
      `/r/junit-file-${path.basename(OWN_JOB_FILES[0], '.test.ts')}.xml`,
    );
  });

  it('write a JUnit report and the spec output', () => {
    const { args, report } = e2eCommand('files', '1/3', ['tests/e2e/a.test.ts'], '/reports');
    expect(report).toBe('/reports/junit-files-1-of-3.xml');
    expect(args).toEqual(
      expect.arrayContaining([
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=junit',
        `--test-reporter-destination=${report}`,
      ]),
    );
  });
});

describe('the failures summary of a JUnit report', () => {
  // A real report: Node's test runner over a file with a failing test.
  const dir = tempTree({
    'tests/e2e/fake.test.mjs': [
      "import { describe, it } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "describe('chrome', () => {",
      "  it('passes', () => {});",
      "  it('shows <the> \"menu\"', () => assert.deepEqual(['/docs/v7: console: boom'], []));",
      '});',
      '',
    ].join('\n'),
  });
  const report = path.join(dir, 'junit.xml');
  spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=junit',
      `--test-reporter-destination=${report}`,
      'tests/e2e/fake.test.mjs',
    ],
    { cwd: dir },
  );
  const failures = junitFailures(fs.readFileSync(report, 'utf8'));

  it('names each failed test with its suite, file and line, and the message before the stack', () => {
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      name: 'chrome › shows <the> "menu"',
      file: 'tests/e2e/fake.test.mjs',
      line: 5,
    });
    expect(failures[0].message.join('\n')).toContain("'/docs/v7: console: boom'");
    expect(failures[0].message.join('\n')).not.toMatch(/\bat /);
  });

  it('links them for the run summary, with the screenshots', () => {
    const markdown = failureSummary('pages 2/4', failures, {
      sourceBase: 'https://github.com/o/r/blob/abc/',
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    });
    expect(markdown).toContain('### 端到端测试 pages 2/4：1 项失败');
    expect(markdown).toContain(
      '[tests/e2e/fake.test.mjs:5](https://github.com/o/r/blob/abc/tests/e2e/fake.test.mjs#L5)',
    );
    expect(markdown).toContain('https://github.com/o/r/actions/runs/1/artifacts/2');
    expect(failureSummary('files 1/3', [])).toBe('### 端到端测试 files 1/3：全部通过\n');
  });
});
