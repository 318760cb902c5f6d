import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHECK_JOBS,
  CI_STAGES,
  NOT_COUNTED,
  STAGE_NEEDS,
  benchCi,
  ciJobs,
  criticalPath,
  pullRequestPage,
  runCiJobs,
  type CiCommand,
  type CiJobResult,
  type CiStage,
} from '@site/tools/bench/ci';
import { budgetRows } from '@site/tools/bench/budgets';
import { ciSection } from '@site/tools/bench/report';
import { fullPlan, planFor } from '@site/tools/ci/plan';
import { docsDirOf, writtenVersions } from '@site/src/versions';
import { readInventory } from '@site/src/versions/inventory';
import { SITE_DIR, tempTree } from '../helpers/fixtures';

const inventory = readInventory(SITE_DIR);
const written = writtenVersions(SITE_DIR);
const workflow = fs.readFileSync(path.join(SITE_DIR, '.github/workflows/ci.yml'), 'utf8');

/** The workflow's jobs: each one's `needs` and the npm scripts its steps run. */
function workflowJobs(text: string): Map<string, { needs: string[]; scripts: string[] }> {
  const jobs = new Map<string, { needs: string[]; scripts: string[] }>();
  const body = text.slice(text.indexOf('\njobs:\n'));
  for (const [, name, block] of body.matchAll(
    /^ {2}([\w-]+):\n([\s\S]*?)(?=^ {2}[\w-]+:\n|(?![\s\S]))/gm,
  )) {
    const needs = block.match(/^ {4}needs: \[?([^\]\n]*)\]?$/m)?.[1].split(/,\s*/) ?? [];
    const scripts = [...block.matchAll(/^ {6}- run: npm run --silent ([\w:-]+)$/gm)].map(
      (m) => m[1],
    );
    jobs.set(name, { needs, scripts });
  }
  return jobs;
}

/** Which stage of the benchmark each workflow job is. */
const JOB_STAGES: Record<string, CiStage> = {
  checks: 'checks',
  unit: 'checks',
  plan: 'plan',
  build: 'build',
  algolia: 'build',
  merge: 'merge',
  e2e: 'e2e',
};

function closure(stage: CiStage, needs: (s: CiStage) => CiStage[]): string[] {
  const seen = new Set<CiStage>();
  const visit = (s: CiStage) => {
    for (const need of needs(s))
      if (!seen.has(need)) {
        seen.add(need);
        visit(need);
      }
  };
  visit(stage);
  return [...seen].sort();
}

describe('CI section of the benchmark: the jobs', () => {
  it('has a build job for every written version of the route inventory, and the plan’s end-to-end jobs', () => {
    const plan = fullPlan(written, 'test');
    const jobs = ciJobs(plan, ['--all'], '/tmp/ci');
    expect(jobs.filter((j) => j.name.startsWith('build ')).map((j) => j.name)).toEqual(
      inventory.versions.filter((v) => written.includes(v.name)).map((v) => `build ${v.name}`),
    );
    expect(jobs.filter((j) => j.stage === 'e2e')).toHaveLength(plan.e2e.length);
    expect(jobs.map((j) => j.stage)).toEqual(
      [...jobs.map((j) => j.stage)].sort((a, b) => CI_STAGES.indexOf(a) - CI_STAGES.indexOf(b)),
    );
  });

  it('runs the commands the workflow runs', () => {
    const jobs = ciJobs(fullPlan(written, 'test'), ['--all'], '/tmp/ci');
    for (const command of jobs.flatMap((j) => j.commands))
      expect(workflow).toContain(`npm run --silent ${command.script}`);
    const flags = jobs
      .flatMap((j) => j.commands.flatMap((c) => c.args))
      .filter((a) => a.startsWith('--'));
    for (const flag of ['--only-version', '--merge-from', '--out-dir', '--reports'])
      expect(flags).toContain(flag);
    for (const flag of ['--only-version', '--merge-from', '--reports'])
      expect(workflow).toContain(flag);
  });

  it('builds only v7 for the pull request that edits a v7 page, and opens that page', () => {
    const page = pullRequestPage(inventory);
    const rel = `${docsDirOf(page.version)}/${page.source}`;
    const plan = planFor([{ status: 'M', paths: [rel] }], inventory, written);
    const jobs = ciJobs(plan, ['HEAD'], '/tmp/ci');
    expect(jobs.filter((j) => j.stage === 'build').map((j) => j.name)).toEqual(['build v7']);
    expect(jobs.filter((j) => j.stage === 'checks').map((j) => j.name)).toEqual(['checks', 'unit']);
    const e2e = jobs.find((j) => j.stage === 'e2e')!.commands[0];
    expect(e2e.env?.E2E_PAGES?.split(',')).toContain('/docs/v7/apis/camera');
    expect(e2e.env?.E2E_BUILD_DIR).toBe('/tmp/ci/build');
  });
});

describe('CI section of the benchmark: the workflow’s shape', () => {
  const jobs = workflowJobs(workflow);

  it('knows every job of the workflow, and its stages wait for what the jobs’ needs say', () => {
    expect([...jobs.keys()].sort()).toEqual(Object.keys(JOB_STAGES).sort());
    const stageOf = (job: string) => JOB_STAGES[job];
    for (const [name, job] of jobs) {
      const stage = stageOf(name);
      const fromWorkflow = (s: CiStage) => (s === stage ? job.needs.map(stageOf) : STAGE_NEEDS[s]);
      expect(closure(stage, fromWorkflow), name).toEqual(closure(stage, (s) => STAGE_NEEDS[s]));
    }
  });

  it('runs the check jobs’ scripts, job by job, as the workflow does', () => {
    for (const { name, scripts } of CHECK_JOBS) expect(jobs.get(name)?.scripts).toEqual(scripts);
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

  it('takes the longest way through the stages, each counted as its slowest job', () => {
    const jobs: CiJobResult[] = [
      { stage: 'checks', name: 'checks', ms: 50_000, ok: true },
      { stage: 'checks', name: 'unit', ms: 60_000, ok: true },
      { stage: 'plan', name: 'plan', ms: 3_000, ok: true },
      { stage: 'build', name: 'build v7', ms: 40_000, ok: true },
      { stage: 'build', name: 'build v8', ms: 45_000, ok: true },
      { stage: 'merge', name: 'merge', ms: 20_000, ok: true },
      { stage: 'e2e', name: 'e2e pages 1/2', ms: 30_000, ok: true },
      { stage: 'e2e', name: 'e2e pages 2/2', ms: 35_000, ok: true },
    ];
    expect(criticalPath(jobs)).toEqual({
      stages: [
        { stage: 'plan', job: 'plan', ms: 3_000 },
        { stage: 'build', job: 'build v8', ms: 45_000 },
        { stage: 'merge', job: 'merge', ms: 20_000 },
        { stage: 'e2e', job: 'e2e pages 2/2', ms: 35_000 },
      ],
      ms: 103_000,
    });
    // The checks run beside the chain: the path is theirs when they take longer.
    const slowUnit = jobs.map((j) => (j.name === 'unit' ? { ...j, ms: 150_000 } : j));
    expect(criticalPath(slowUnit)).toEqual({
      stages: [{ stage: 'checks', job: 'unit', ms: 150_000 }],
      ms: 150_000,
    });
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
    // Plan 10 s + build v7 10 s + merge 20 s (two commands) + one page job 30 s;
    // beside it the checks job's seven commands, 70 s.
    expect(ci.pullRequest.criticalPath.ms).toBe(70_000);
    expect(events.filter((e) => e.endsWith('(edited)')).length).toBe(
      ci.pullRequest.jobs.length + 6 + 1,
    );
    expect(seen.some((c) => c.script === 'build' && c.args.includes('--merge-from'))).toBe(true);

    const rows = budgetRows({ ...minimalResults, ci });
    const pr = rows.find((r) => r.item.startsWith('CI 关键路径（拉取请求'))!;
    expect(pr).toMatchObject({ measured: '70.0 s', budget: '≤ 120.0 s', met: true });
    const section = ciSection(ci).join('\n');
    expect(section).toContain('= **70.0 s**');
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
