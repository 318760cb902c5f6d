import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  NOT_COUNTED,
  benchCi,
  ciJobs,
  ciWorkflowShape,
  criticalPath,
  pullRequestPage,
  runCiJobs,
  workflowShape,
  type CiCommand,
  type CiJobResult,
} from '@site/tools/bench/ci';
import { budgetRows } from '@site/tools/bench/budgets';
import { ciSection } from '@site/tools/bench/report';
import { fullPlan, planFor } from '@site/tools/ci/plan';
import { readWorkflow, type Workflow } from '@site/tools/ci/workflow';
import { docsDirOf, writtenVersions } from '@site/src/versions';
import { readInventory } from '@site/src/versions/inventory';
import { SITE_DIR, tempTree } from '../helpers/fixtures';

const inventory = readInventory(SITE_DIR);
const written = writtenVersions(SITE_DIR);
const workflow = readWorkflow(SITE_DIR);
const prPlan = () => {
  const page = pullRequestPage(inventory);
  return planFor(
    [{ status: 'M', paths: [`${docsDirOf(page.version)}/${page.source}`] }],
    inventory,
    written,
  );
};

describe('CI section of the benchmark: the jobs, read from ci.yml', () => {
  it('runs every job of the workflow in the full plan: a build per written version, the Algolia build, every end-to-end job', () => {
    const plan = fullPlan(written, 'test');
    const jobs = ciJobs(plan, ['--all'], '/tmp/ci');
    expect(new Set(jobs.map((j) => j.stage))).toEqual(new Set(Object.keys(workflow.jobs)));
    expect(jobs.filter((j) => j.stage === 'build').map((j) => j.name)).toEqual(
      inventory.versions.filter((v) => written.includes(v.name)).map((v) => `build ${v.name}`),
    );
    expect(jobs.filter((j) => j.stage === 'e2e')).toHaveLength(plan.e2e.length);
    expect(jobs.find((j) => j.stage === 'algolia')?.commands.at(-1)).toMatchObject({
      script: 'build',
      args: ['--out-dir', '/tmp/ci/build-algolia'],
      env: { SEARCH_PROVIDER: 'algolia', DOCS_VERSIONS: 'latest' },
    });
  });

  it('runs each job’s steps’ npm scripts with the workflow’s env, its checkout’s folders moved to the scenario’s', () => {
    const jobs = ciJobs(prPlan(), ['HEAD'], '/tmp/ci');
    expect(jobs.filter((j) => j.stage === 'build').map((j) => j.name)).toEqual(['build v7']);
    expect(jobs.some((j) => j.stage === 'algolia')).toBe(false);
    expect(jobs.find((j) => j.stage === 'checks')?.commands.map((c) => c.script)).toEqual([
      'typecheck',
      'format:check',
      'lint',
      'lint:workflows',
      'check:content',
      'check:api',
      'check:examples',
    ]);
    for (const command of jobs.flatMap((j) => j.commands))
      expect(command.env?.SITE_URL).toBe('https://capacitor-docs-zh.example');
    const merge = jobs.find((j) => j.stage === 'merge')!.commands;
    expect(merge.map((c) => c.script)).toEqual(['ci:cache-paths', 'build', 'check:routes']);
    expect(merge[1]).toMatchObject({
      args: ['--merge-from', '/tmp/ci/ci-versions', '--out-dir', '/tmp/ci/build'],
      env: { SITE_ANALYTICS: 'off' },
    });
    const e2e = jobs.find((j) => j.stage === 'e2e')!.commands[0];
    expect(e2e.env?.E2E_PAGES?.split(',')).toContain('/docs/v7/apis/camera');
    expect(e2e.env?.E2E_BUILD_DIR).toBe('/tmp/ci/build');
  });

  it('follows the YAML: another workflow’s needs, conditions and scripts give other jobs', () => {
    const other = parse(`
jobs:
  plan:
    steps: [{ run: npm run --silent ci:plan -- HEAD^1 }]
  build:
    needs: plan
    if: fromJSON(needs.plan.outputs.plan).site
    strategy: { matrix: { version: '\${{ fromJSON(needs.plan.outputs.plan).versions }}' } }
    steps:
      - run: npm run --silent build -- --only-version "$VERSION" --out-dir "$VERSIONS_DIR"
      - if: failure()
        run: npm run --silent ci:annotate -- log
  lint:
    needs: build
    steps: [{ run: npm run --silent lint }]
`) as Workflow;
    const shape = workflowShape(other);
    const jobs = ciJobs(prPlan(), ['HEAD'], '/tmp/ci', shape);
    expect(jobs.map((j) => [j.name, j.commands.map((c) => c.script)])).toEqual([
      ['plan', ['ci:plan']],
      ['build v7', ['build']],
      ['lint', ['lint']],
    ]);
    const ms = (stage: string, name = stage) => ({ stage, name, ms: 10_000, ok: true });
    expect(criticalPath([ms('plan'), ms('build', 'build v7'), ms('lint')], shape).ms).toBe(30_000);
  });
});

describe('CI section of the benchmark: timing', () => {
  it('ends a job at its first failing command, as a failing step does', async () => {
    const ran: string[] = [];
    const results = await runCiJobs(
      [
        {
          stage: 'merge',
          name: 'merge',
          commands: [
            { script: 'build', args: [] },
            { script: 'check:routes', args: [] },
          ],
        },
      ],
      async (command) => {
        ran.push(command.script);
        return { code: 1, ms: 2000 };
      },
    );
    expect(ran).toEqual(['build']);
    expect(results).toEqual([{ stage: 'merge', name: 'merge', ms: 2000, ok: false }]);
  });

  it('takes the longest way through the jobs’ needs, each counted as its slowest instance; merge does not wait for the Algolia build', () => {
    const jobs: CiJobResult[] = [
      { stage: 'plan', name: 'plan', ms: 3_000, ok: true },
      { stage: 'checks', name: 'checks', ms: 50_000, ok: true },
      { stage: 'unit', name: 'unit', ms: 60_000, ok: true },
      { stage: 'build', name: 'build v7', ms: 40_000, ok: true },
      { stage: 'build', name: 'build v8', ms: 45_000, ok: true },
      { stage: 'algolia', name: 'algolia', ms: 70_000, ok: true },
      { stage: 'merge', name: 'merge', ms: 20_000, ok: true },
      { stage: 'e2e', name: 'e2e pages 1/2', ms: 30_000, ok: true },
      { stage: 'e2e', name: 'e2e pages 2/2', ms: 35_000, ok: true },
    ];
    expect(criticalPath(jobs)).toEqual({
      stages: [
        { stage: 'plan', job: 'plan', ms: 3_000 },
        { stage: 'algolia', job: 'algolia', ms: 70_000 },
        { stage: 'e2e', job: 'e2e pages 2/2', ms: 35_000 },
      ],
      ms: 108_000,
    });
    // Without the Algolia build (a pull request's plan): plan → build → merge → e2e.
    expect(criticalPath(jobs.filter((j) => j.stage !== 'algolia')).ms).toBe(
      3_000 + 45_000 + 20_000 + 35_000,
    );
    // The checks wait for the plan (its image) and run beside the chain.
    const slowUnit = jobs.map((j) => (j.name === 'unit' ? { ...j, ms: 150_000 } : j));
    expect(criticalPath(slowUnit)).toEqual({
      stages: [
        { stage: 'plan', job: 'plan', ms: 3_000 },
        { stage: 'unit', job: 'unit', ms: 150_000 },
      ],
      ms: 153_000,
    });
    expect(ciWorkflowShape().get('merge')?.needs).not.toContain('algolia');
  });

  it('runs the cold scenario on empty caches, then the pull request with the page edited and restored, then npm test', async () => {
    const page = pullRequestPage(inventory);
    const rel = `${docsDirOf(page.version)}/${page.source}`;
    // A copy of the site's inventory and versions, so the real page is never touched.
    const siteDir = tempTree({
      'routes/routes.json': fs.readFileSync(path.join(SITE_DIR, 'routes/routes.json'), 'utf8'),
      'versions.json': fs.readFileSync(path.join(SITE_DIR, 'versions.json'), 'utf8'),
      'docs/index.md': '# next\n',
      [rel]: '# 相机\n',
    });
    const events: string[] = [];
    const seen: CiCommand[] = [];
    const ci = await benchCi({
      siteDir,
      root: path.join(siteDir, 'ci'),
      clearCaches: () => events.push('clear'),
      npmTest: true,
      run: async (command) => {
        seen.push(command);
        const edited = fs.readFileSync(path.join(siteDir, rel), 'utf8').endsWith('\n\n');
        events.push(`${command.script}${edited ? ' (edited)' : ''}`);
        return { code: 0, ms: command.script === 'ci:e2e' ? 30_000 : 10_000 };
      },
    });
    expect(events[0]).toBe('clear');
    expect(events.at(-2)).toBe('clear');
    expect(events.at(-1)).toBe('test');
    expect(fs.readFileSync(path.join(siteDir, rel), 'utf8')).toBe('# 相机\n');
    expect(ci.pullRequest.plan.versions).toEqual(['v7']);
    expect(ci.pullRequest.jobs.every((job) => job.ok)).toBe(true);
    expect(ci.cold.plan.full).toBe(true);
    // Plan 10 s + build v7 20 s (cache paths, build) + merge 30 s (cache paths,
    // build, route check) + one page job 30 s; beside it the checks' six commands after the plan, 70 s.
    expect(ci.pullRequest.criticalPath.ms).toBe(90_000);
    expect(events.filter((e) => e.endsWith('(edited)')).length).toBe(
      ciJobs(prPlan(), ['HEAD'], '/tmp/ci').flatMap((j) => j.commands).length,
    );
    expect(seen.some((c) => c.script === 'build' && c.args.includes('--merge-from'))).toBe(true);

    const rows = budgetRows({ ...minimalResults, ci });
    const pr = rows.find((r) => r.item.startsWith('CI 关键路径（拉取请求'))!;
    expect(pr).toMatchObject({ measured: '90.0 s', budget: '≤ 120.0 s', met: true });
    const section = ciSection(ci).join('\n');
    expect(section).toContain('= **90.0 s**');
    for (const item of NOT_COUNTED) expect(section).toContain(item);
    expect(section).toContain('`npm test`');
  });

  it('reports a run with a failed job as not meeting its budget, naming the job', () => {
    const failing = {
      label: 'x',
      plan: { versions: ['v7'], pages: [], full: false, reason: '' },
      jobs: [{ stage: 'build' as const, name: 'build v7', ms: 1000, ok: false }],
      criticalPath: { stages: [], ms: 1000 },
    };
    const rows = budgetRows({ ...minimalResults, ci: { pullRequest: failing, cold: failing } });
    expect(rows.find((r) => r.item.startsWith('CI 关键路径（从零'))).toMatchObject({
      measured: '1.0 s（失败的作业：build v7）',
      met: false,
    });
    expect(budgetRows(minimalResults).find((r) => r.item.startsWith('CI'))?.met).toBeNull();
  });
});

const minimalResults = {
  date: '',
  machine: '',
  buildDir: '',
  mainJs: { file: 'main.js', raw: 0, gzip: 0 },
  firstLoad: [],
  allDocPages: { count: 0, heaviest: [] },
  searchIndexes: [],
};
