/**
 * The benchmark's CI section: the jobs of a CI plan (.github/workflows/ci.yml,
 * tools/ci/plan.ts), run one after another on this machine with the commands
 * the workflow runs, each timed. The critical path is what a run waits for
 * when every job has its own runner: the longest way through the stages'
 * `needs`, each stage counted as its slowest job (the checks beside the chain
 * plan → build → merge → e2e).
 * A runner's start-up, the checkout, `npm ci` and moving caches and artifacts
 * are not part of it (they do not happen here) and are named in the report.
 * Two scenarios: a pull request that edits one v7 page, the caches main's
 * runs leave ready; and a cold run, every cache empty.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fullPlan, planFor, type CiPlan } from '../ci/plan';
import { docsDirOf, writtenVersions } from '../../src/versions';
import { readInventory, type Inventory } from '../../src/versions/inventory';

export const CI_STAGES = ['checks', 'plan', 'build', 'merge', 'e2e'] as const;
export type CiStage = (typeof CI_STAGES)[number];

/** What each stage's jobs wait for, as the workflow's `needs` say (a unit test compares them). */
export const STAGE_NEEDS: Record<CiStage, CiStage[]> = {
  checks: [],
  plan: [],
  build: ['plan'],
  merge: ['build'],
  e2e: ['merge'],
};

/** The workflow's jobs without a build: the static checks, and the unit tests in a job of their own. */
export const CHECK_JOBS: { name: string; scripts: string[] }[] = [
  {
    name: 'checks',
    scripts: [
      'typecheck',
      'format:check',
      'lint',
      'lint:workflows',
      'check:content',
      'check:api',
      'check:examples',
    ],
  },
  { name: 'unit', scripts: ['test:unit'] },
];

/** Not on the critical path measured here; a real run adds them to every job. */
export const NOT_COUNTED = [
  'runner 启动与拉取容器镜像',
  '检出（actions/checkout）',
  'npm ci',
  '缓存的恢复与保存、制品的上传与下载',
];

/** The site address CI builds and tests with (the workflow's SITE_URL). */
export const CI_SITE_URL = 'https://capacitor-docs-zh.example';

/** One `npm run --silent <script> -- <args>` with extra environment. */
export type CiCommand = { script: string; args: string[]; env?: Record<string, string> };
export type CiJob = { stage: CiStage; name: string; commands: CiCommand[] };

/** Where one scenario's jobs write: version outputs, the merged site (and its Algolia build beside it), reports. */
export function scenarioDirs(root: string) {
  return {
    parts: path.join(root, 'ci-versions'),
    site: path.join(root, 'build'),
    algolia: path.join(root, 'build-algolia'),
    reports: path.join(root, 'test-results'),
  };
}

/** The plan's jobs with the workflow's commands, in stage order. */
export function ciJobs(plan: CiPlan, planArgs: string[], root: string): CiJob[] {
  const dirs = scenarioDirs(root);
  const noAnalytics = { SITE_ANALYTICS: 'off' };
  const jobs: CiJob[] = [
    ...CHECK_JOBS.map(({ name, scripts }) => ({
      stage: 'checks' as const,
      name,
      commands: scripts.map((script) => ({ script, args: [] })),
    })),
    { stage: 'plan', name: 'plan', commands: [{ script: 'ci:plan', args: planArgs }] },
  ];
  if (!plan.site) return jobs;
  for (const version of plan.versions)
    jobs.push({
      stage: 'build',
      name: `build ${version}`,
      commands: [
        {
          script: 'build',
          args: ['--only-version', version, '--out-dir', dirs.parts],
          env: noAnalytics,
        },
      ],
    });
  if (plan.full)
    jobs.push({
      stage: 'build',
      name: 'algolia',
      commands: [
        {
          script: 'build',
          args: ['--out-dir', dirs.algolia],
          env: { SEARCH_PROVIDER: 'algolia', DOCS_VERSIONS: 'latest' },
        },
      ],
    });
  jobs.push({
    stage: 'merge',
    name: 'merge',
    commands: [
      {
        script: 'build',
        args: ['--merge-from', dirs.parts, '--out-dir', dirs.site],
        env: noAnalytics,
      },
      { script: 'check:routes', args: [dirs.site] },
    ],
  });
  for (const job of plan.e2e)
    jobs.push({
      stage: 'e2e',
      name: `e2e ${job.name}`,
      commands: [
        {
          script: 'ci:e2e',
          args: [...job.args.split(' '), '--reports', dirs.reports],
          env: {
            E2E_BUILD_DIR: dirs.site,
            E2E_PAGES: plan.pages.join(','),
            E2E_FAILURES_DIR: path.join(dirs.reports, job.id),
          },
        },
      ],
    });
  return jobs;
}

export type CiJobResult = { stage: CiStage; name: string; ms: number; ok: boolean };

/** Runs one command, resolving with its exit status and wall time. */
export type CommandRunner = (command: CiCommand) => Promise<{ code: number; ms: number }>;

/** Runs `npm run --silent` in `siteDir` at a low CPU priority, its output appended to `logFile`. */
export function npmRunner(siteDir: string, logFile: string): CommandRunner {
  return (command) =>
    new Promise((resolve, reject) => {
      fs.appendFileSync(logFile, `\n› npm run ${command.script} -- ${command.args.join(' ')}\n`);
      const out = fs.openSync(logFile, 'a');
      const start = Date.now();
      const child = spawn(
        'nice',
        ['-n', '10', 'npm', 'run', '--silent', command.script, '--', ...command.args],
        {
          cwd: siteDir,
          stdio: ['ignore', out, out],
          env: { ...process.env, SITE_URL: CI_SITE_URL, ...command.env },
        },
      );
      child.once('error', reject);
      child.once('exit', (code) => {
        fs.closeSync(out);
        resolve({ code: code ?? 1, ms: Date.now() - start });
      });
    });
}

/** Each job in turn, its commands in turn; a failing command ends its job, as a failing step does. */
export async function runCiJobs(
  jobs: CiJob[],
  run: CommandRunner,
  log: (line: string) => void = () => {},
): Promise<CiJobResult[]> {
  const results: CiJobResult[] = [];
  for (const job of jobs) {
    let ms = 0;
    let ok = true;
    for (const command of job.commands) {
      const result = await run(command);
      ms += result.ms;
      if (result.code !== 0) {
        ok = false;
        break;
      }
    }
    log(`  ${job.name}：${(ms / 1000).toFixed(1)} s${ok ? '' : '（失败）'}`);
    results.push({ stage: job.stage, name: job.name, ms, ok });
  }
  return results;
}

export type CriticalPath = {
  /** The stages on the longest way through STAGE_NEEDS, each as its slowest job, in order. */
  stages: { stage: CiStage; job: string; ms: number }[];
  ms: number;
};

export function criticalPath(results: CiJobResult[]): CriticalPath {
  // Stage by stage in CI_STAGES order (every stage comes after what it needs):
  // the longest way that ends with it. A stage that ran no job adds nothing.
  const ways = new Map<CiStage, CriticalPath>();
  for (const stage of CI_STAGES) {
    const before = STAGE_NEEDS[stage]
      .map((need) => ways.get(need)!)
      .reduce<CriticalPath>((a, b) => (b.ms > a.ms ? b : a), { stages: [], ms: 0 });
    const slowest = results.filter((r) => r.stage === stage).sort((a, b) => b.ms - a.ms)[0];
    ways.set(
      stage,
      slowest
        ? {
            stages: [...before.stages, { stage, job: slowest.name, ms: slowest.ms }],
            ms: before.ms + slowest.ms,
          }
        : before,
    );
  }
  return [...ways.values()].reduce((a, b) => (b.ms > a.ms ? b : a));
}

export type CiScenarioResult = {
  /** What the scenario is, for the report. */
  label: string;
  plan: Pick<CiPlan, 'versions' | 'pages' | 'full' | 'reason'>;
  jobs: CiJobResult[];
  criticalPath: CriticalPath;
};

export type CiBenchResults = {
  pullRequest: CiScenarioResult;
  cold: CiScenarioResult;
  /** The plain `npm test`, in one go, caches as the cold scenario left them. */
  npmTest?: { ms: number; ok: boolean };
};

/** The page the pull-request scenario edits: v7's camera page (its first page if it had none). */
export function pullRequestPage(inventory: Inventory): { version: string; source: string } {
  const v7 = inventory.versions.find((v) => v.name === 'v7');
  if (!v7) throw new Error('路由清单中没有 v7：CI 基准的拉取请求场景改的是 v7 的一个页面');
  const doc = v7.docs.find((d) => d.source === 'apis/camera.md') ?? v7.docs[0];
  return { version: v7.name, source: doc.source };
}

export type BenchCiOptions = {
  siteDir: string;
  /** Each scenario writes under <root>/<scenario>. */
  root: string;
  run: CommandRunner;
  /** Empties the build caches (the cold scenario and npm test start without them). */
  clearCaches: () => void;
  /** Also time the plain `npm test`. */
  npmTest: boolean;
  log?: (line: string) => void;
};

async function scenario(
  label: string,
  plan: CiPlan,
  planArgs: string[],
  root: string,
  run: CommandRunner,
  log: (line: string) => void,
): Promise<CiScenarioResult> {
  log(`› CI：${label}（${plan.reason}）`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const jobs = await runCiJobs(ciJobs(plan, planArgs, root), run, log);
  const { versions, pages, full, reason } = plan;
  return { label, plan: { versions, pages, full, reason }, jobs, criticalPath: criticalPath(jobs) };
}

/**
 * The cold run first (caches emptied; it leaves them as main's runs would),
 * then the pull request editing one v7 page (a blank line at its end: the
 * same output, new inputs), the page restored afterwards; then `npm test`.
 */
export async function benchCi({
  siteDir,
  root,
  run,
  clearCaches,
  npmTest,
  log = () => {},
}: BenchCiOptions): Promise<CiBenchResults> {
  const inventory = readInventory(siteDir);
  const written = writtenVersions(siteDir);
  clearCaches();
  const cold = await scenario(
    '从零运行（缓存全空，推送到 main 时的计划）',
    fullPlan(written, '基准：全部运行'),
    ['--all', '--reason', 'bench'],
    path.join(root, 'cold'),
    run,
    log,
  );

  const page = pullRequestPage(inventory);
  const rel = `${docsDirOf(page.version)}/${page.source}`;
  const file = path.join(siteDir, rel);
  const original = fs.readFileSync(file);
  let pullRequest: CiScenarioResult;
  fs.writeFileSync(file, Buffer.concat([original, Buffer.from('\n')]));
  try {
    // The plan job's time: the same command over an empty diff (this edit is not committed).
    pullRequest = await scenario(
      `拉取请求改了 ${rel}（main 的缓存就绪）`,
      planFor([{ status: 'M', paths: [rel] }], inventory, written),
      ['HEAD'],
      path.join(root, 'pull-request'),
      run,
      log,
    );
  } finally {
    fs.writeFileSync(file, original);
  }

  let npmTestResult: CiBenchResults['npmTest'];
  if (npmTest) {
    log('› npm test（一次运行全部，缓存全空）');
    clearCaches();
    const { code, ms } = await run({ script: 'test', args: [] });
    npmTestResult = { ms, ok: code === 0 };
  }
  return { pullRequest, cold, npmTest: npmTestResult };
}
