import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesSince } from '@site/scripts/ci-plan';
import {
  E2E_FILE_SHARDS,
  E2E_PAGE_SHARDS,
  SMOKE_SOURCES,
  isNotSiteInput,
  parseNameStatus,
  planFor,
  smokePages,
} from '@site/tools/ci/plan';
import { OWN_JOB_FILES } from '@site/tools/ci/e2e';
import { writtenVersions } from '@site/src/versions';
import { SERVED_FILE, readInventory } from '@site/src/versions/inventory';
import { isBuildInput } from '@site/src/siteBuild/inputs';
import { gitRepo } from '../helpers/fixtures';

const siteDir = path.resolve(__dirname, '../../..');
const inventory = readInventory(siteDir);
const written = writtenVersions(siteDir);

/** The plan for one commit of this repository's history, as a pull request of it alone would get. */
const planOf = (commit: string) =>
  planFor(changesSince(siteDir, `${commit}~1`, commit), inventory, written);
const modified = (...paths: string[]) => paths.map((file) => ({ status: 'M', paths: [file] }));

describe('CI plan on real diffs of this repository', () => {
  it('builds only v7 when v7 pages were edited (5cd5b49: 140 v7 pages and CONTRIBUTING.md), testing them and the smoke set', () => {
    const plan = planOf('5cd5b49');
    expect(plan).toMatchObject({ full: false, site: true, versions: ['v7'] });
    expect(plan.pages).toContain('/docs/v7/apis/camera');
    expect(plan.pages).toContain('/docs/v7/apis/action-sheet');
    expect(plan.pages).not.toContain('/docs/apis/action-sheet');
    for (const smoke of smokePages(inventory, written)) expect(plan.pages).toContain(smoke);
    expect(plan.e2e.every((job) => job.args.startsWith('--pages '))).toBe(true);
  });

  it('builds the two versions whose pages were edited (2220029: docs/ and v6)', () => {
    const plan = planOf('2220029');
    expect(plan.versions).toEqual(['current', 'v6']);
    expect(plan.pages).toEqual(
      expect.arrayContaining([
        '/docs/next/main/android/managing-dependencies',
        '/docs/v6/main/android/managing-dependencies',
      ]),
    );
    expect(plan.e2e).toEqual([{ name: 'pages 1/1', id: 'pages-1-of-1', args: '--pages 1/1' }]);
  });

  it('builds every version when a page was added (33f34da: v7 apis/http), as every input key lists every page', () => {
    const plan = planOf('33f34da');
    expect(plan).toMatchObject({ full: false, versions: written });
    expect(plan.pages).toContain('/docs/v7/apis/http');
    expect(plan.reason).toContain('versioned_docs/version-v7/apis/http.md（A）');
  });

  it('runs everything for site code (106ae3c), dependencies (1be3a2e) and the workflow (7b0485e)', () => {
    expect(planOf('106ae3c')).toMatchObject({ full: true, versions: written });
    expect(planOf('106ae3c').reason).toContain('src/codeTokens/tokensHtml.ts');
    expect(planOf('1be3a2e').full).toBe(true);
    const workflow = planOf('7b0485e');
    expect(workflow.full).toBe(true);
    expect(workflow.e2e).toHaveLength(E2E_FILE_SHARDS + OWN_JOB_FILES.length + E2E_PAGE_SHARDS);
  });

  it('builds nothing when only the project documents changed (bcf5e88: ARCHITECTURE.md; 255f44d: bench/REPORT.md)', () => {
    for (const commit of ['bcf5e88', '255f44d'])
      expect(planOf(commit)).toMatchObject({ site: false, versions: [], e2e: [] });
  });
});

describe('CI plan for a translator’s pull request', () => {
  it('builds one version for a page with its upstream:record output (the page and its facts file)', () => {
    const plan = planFor(
      modified('versioned_docs/version-v8/apis/camera.md', 'upstream-facts/v8.txt'),
      inventory,
      written,
    );
    expect(plan).toMatchObject({ full: false, site: true, versions: ['v8'] });
    expect(plan.pages).toContain('/docs/apis/camera');
    expect(plan.e2e).toHaveLength(1);
  });

  it('builds nothing for the README, the .github templates or the facts files alone', () => {
    for (const files of [
      ['README.md'],
      ['.github/pull_request_template.md', '.github/ISSUE_TEMPLATE/content-error.md'],
      ['upstream-facts/v7.txt', 'upstream-facts/v9.txt'],
    ])
      expect(planFor(modified(...files), inventory, written), files.join()).toMatchObject({
        site: false,
        versions: [],
        e2e: [],
      });
  });

  it('still runs everything for the workflow and the site’s own code', () => {
    expect(planFor(modified('.github/workflows/ci.yml'), inventory, written).full).toBe(true);
    expect(planFor(modified('routes/routes.json'), inventory, written).full).toBe(true);
  });

  it('builds the version that serves a line of routes/served.txt, and everything for a line of no version', () => {
    const served = (...lines: string[]) => ({ status: 'M', paths: [SERVED_FILE], lines });
    const page = modified('versioned_docs/version-v7/apis/camera.md');
    expect(planFor([...page, served('/docs/v7/apis/camera')], inventory, written).versions).toEqual(
      ['v7'],
    );
    expect(planFor([served('/docs/next/apis/new')], inventory, written).versions).toEqual([
      'current',
    ]);
    expect(planFor([served('/docs/apis/new')], inventory, written).versions).toEqual(['v8']);
    expect(planFor([served('/elsewhere')], inventory, written).full).toBe(true);
    // Without its lines (a caller that did not read them) the file runs everything.
    expect(planFor(modified(SERVED_FILE), inventory, written).full).toBe(true);
  });

  it('leaves out of the plan only files that no version’s build input key holds', () => {
    for (const file of [
      'README.md',
      'bench/REPORT.md',
      '.github/pull_request_template.md',
      '.github/ISSUE_TEMPLATE/translation-claim.md',
      'upstream-facts/v8.txt',
      SERVED_FILE,
    ])
      expect(isBuildInput(file), file).toBe(false);
    for (const file of ['.github/workflows/ci.yml', 'routes/routes.json', 'docusaurus.config.ts'])
      expect(isNotSiteInput(file), file).toBe(false);
  });

  it('reads the lines a diff added to or removed from routes/served.txt', () => {
    const { dir } = gitRepo([
      { [SERVED_FILE]: '/docs/a\n/docs/v7/b\n', 'x.md': 'x' },
      { [SERVED_FILE]: '/docs/a\n/docs/v7/c\n', 'x.md': 'y' },
    ]);
    expect(changesSince(dir, 'HEAD~1')).toEqual([
      { status: 'M', paths: [SERVED_FILE], lines: ['/docs/v7/b', '/docs/v7/c'] },
      { status: 'M', paths: ['x.md'] },
    ]);
  });
});

describe('CI plan and the route inventory', () => {
  it('the full plan builds every written version of the inventory, newest first, and every page job', () => {
    const plan = planFor(parseNameStatus('M\tpackage.json\n'), inventory, written);
    expect(plan.versions).toEqual(
      inventory.versions.map((v) => v.name).filter((name) => written.includes(name)),
    );
    expect(plan.e2e.map((job) => job.args)).toEqual([
      ...Array.from({ length: E2E_FILE_SHARDS }, (_, i) => `--files ${i + 1}/${E2E_FILE_SHARDS}`),
      ...OWN_JOB_FILES.map((file) => `--file ${file}`),
      ...Array.from({ length: E2E_PAGE_SHARDS }, (_, i) => `--pages ${i + 1}/${E2E_PAGE_SHARDS}`),
    ]);
  });

  it('the smoke set holds each written version’s home page and only pages of the inventory', () => {
    const smoke = smokePages(inventory, written);
    const urls = new Set(
      inventory.versions.flatMap((v) => v.docs.map((d) => d.permalink.replace(/\/$/, ''))),
    );
    for (const url of smoke) expect(urls.has(url)).toBe(true);
    for (const version of inventory.versions.filter((v) => written.includes(v.name)))
      expect(smoke).toContain(version.path.replace(/\/$/, ''));
    expect(smoke.length).toBeGreaterThanOrEqual(written.length * 2);
    expect(SMOKE_SOURCES).toContain('index.md');
  });

  it('reads renames as both paths', () => {
    expect(parseNameStatus('R087\tdocs/a.md\tdocs/b.md\n')).toEqual([
      { status: 'R', paths: ['docs/a.md', 'docs/b.md'] },
    ]);
  });
});
