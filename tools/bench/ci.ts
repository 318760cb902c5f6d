/**
 * The benchmark's CI section: the jobs of .github/workflows/ci.yml as its
 * parsed YAML gives them (each job's `needs`, its condition on the plan, its
 * matrix from the plan, the npm scripts its unconditional steps run and its
 * literal env), for a CI plan (tools/ci/plan.ts), run one after another on
 * this machine, each timed. The critical path is what a run waits for when
 * every job has its own runner: the longest way through the jobs' `needs`,
 * each job counted as its slowest instance.
 * A runner's start-up, the checkout, `npm ci` and moving caches and artifacts
 * are not part of it (they do not happen here) and are named in the report.
 * Two scenarios: a pull request that edits one v7 page, the caches main's
 * runs leave ready; and a cold run, every cache empty.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fullPlan, planFor, type CiPlan } from '../ci/plan';
import { needsOf, npmScriptsOf, readWorkflow, type Workflow } from '../ci/workflow';
import { docsDirOf, writtenVersions } from '../../src/versions';
import { readInventory, type Inventory } from '../../src/versions/inventory';

/** A job of the workflow by its id (`build`, `e2e` …); a matrix job's instances share it. */
export type CiStage = string;

/** One job of the workflow as the benchmark runs it. */
export type WorkflowJobShape = {
  needs: string[];
  /** The npm scripts of its steps without a condition, in order. */
  scripts: string[];
  /** The plan key its condition reads (`site`, `full`), if any. */
  planCondition?: string;
  /** The jobs whose success its condition requires. */
  requires: string[];
  /** Where its matrix comes from: the plan's versions or its end-to-end jobs. */
  matrix?: 'versions' | 'e2e';
  /** The flags its `npm run build` step passes (`--only-version`, `--merge-from`, `--out-dir`). */
  buildFlags: string[];
  /** Its env and the workflow's, the literal values only. */
  env: Record<string, string>;
};

/** A repository variable with a literal fallback (`${{ vars.X || 'value' }}`) counts as its fallback. */
const FALLBACK = /^\$\{\{\s*vars\.\w+\s*\|\|\s*'([^']*)'\s*\}\}$/;
const literal = (env: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(env)
      .map(([k, v]): [string, string] => [k, String(v).replace(FALLBACK, '$1')])
      .filter(([, v]) => !v.includes('${{')),
  );

/** The workflow's jobs, in the file's order. */
export function workflowShape(workflow: Workflow): Map<CiStage, WorkflowJobShape> {
  const shape = new Map<CiStage, WorkflowJobShape>();
  for (const [id, job] of Object.entries(workflow.jobs)) {
    const steps = job.steps.filter((step) => step.if === undefined);
    const matrix = JSON.stringify(job.strategy?.matrix ?? {});
    const build = steps.find((step) => npmScriptsOf(step.run).includes('build'))?.run ?? '';
    shape.set(id, {
      needs: needsOf(job),
      scripts: steps.flatMap((step) => [...new Set(npmScriptsOf(step.run))]),
      planCondition: /fromJSON\(needs\.plan\.outputs\.plan\)\.(\w+)/.exec(job.if ?? '')?.[1],
      requires: [...(job.if ?? '').matchAll(/needs\.([\w-]+)\.result == 'success'/g)]
        .map((m) => m[1])
        .filter((need) => !(job.if ?? '').includes(`needs.${need}.result == 'skipped'`)),
      matrix: matrix.includes('.versions')
        ? 'versions'
        : matrix.includes('.e2e')
          ? 'e2e'
          : undefined,
      buildFlags: build.match(/--[\w-]+/g) ?? [],
      env: { ...literal(workflow.env), ...literal(job.env) },
    });
  }
  return shape;
}

/** The repository's own workflow. */
export const ciWorkflowShape = () => workflowShape(readWorkflow(path.resolve(__dirname, '../..')));

/** Not on the critical path measured here; a real run adds them to every job. */
export const NOT_COUNTED = [
  'runner 启动与拉取容器镜像',
  '检出（actions/checkout）',
  'npm ci',
  '缓存的恢复与保存、制品的上传与下载',
];

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

/**
 * The plan's jobs, in the workflow's order, each running its steps' npm
 * scripts; the folders the workflow writes in its checkout or /tmp are the
 * scenario's here (the merged site stays out of the project's build/).
 */
export function ciJobs(
  plan: CiPlan,
  planArgs: string[],
  root: string,
  shape: Map<CiStage, WorkflowJobShape> = ciWorkflowShape(),
): CiJob[] {
  const dirs = scenarioDirs(root);
  const jobs: CiJob[] = [];
  const ran = new Set<CiStage>();
  for (const [id, job] of shape) {
    if (job.planCondition && !plan[job.planCondition as keyof CiPlan]) continue;
    if (job.requires.some((need) => !ran.has(need))) continue;
    const instances: { name: string; version?: string; e2e?: CiPlan['e2e'][number] }[] =
      job.matrix === 'versions'
        ? plan.versions.map((version) => ({ name: `${id} ${version}`, version }))
        : job.matrix === 'e2e'
          ? plan.e2e.map((e2e) => ({ name: `${id} ${e2e.name}`, e2e }))
          : [{ name: id }];
    if (instances.length === 0) continue;
    ran.add(id);
    for (const instance of instances) {
      const command = (script: string): CiCommand => {
        const env = job.env;
        if (script === 'ci:plan') return { script, args: planArgs, env };
        if (script === 'build') {
          const flags = job.buildFlags;
          const args = flags.includes('--only-version')
            ? ['--only-version', instance.version!, '--out-dir', dirs.parts]
            : flags.includes('--merge-from')
              ? ['--merge-from', dirs.parts, '--out-dir', dirs.site]
              : ['--out-dir', dirs.algolia];
          return { script, args, env };
        }
        if (script === 'check:routes') return { script, args: [dirs.site], env };
        if (script === 'ci:e2e')
          return {
            script,
            args: [...instance.e2e!.args.split(' '), '--reports', dirs.reports],
            env: {
              ...env,
              E2E_BUILD_DIR: dirs.site,
              E2E_PAGES: plan.pages.join(','),
              E2E_FAILURES_DIR: path.join(dirs.reports, instance.e2e!.id),
            },
          };
        return { script, args: [], env };
      };
      jobs.push({ stage: id, name: instance.name, commands: job.scripts.map(command) });
    }
  }
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
          env: { ...process.env, ...command.env },
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
  /** The jobs on the longest way through the workflow's needs, each as its slowest instance, in order. */
  stages: { stage: CiStage; job: string; ms: number }[];
  ms: number;
};

export function criticalPath(
  results: CiJobResult[],
  shape: Map<CiStage, WorkflowJobShape> = ciWorkflowShape(),
): CriticalPath {
  // The longest way that ends with each job; a job that ran no instance adds nothing.
  const ways = new Map<CiStage, CriticalPath>();
  const longest = (paths: CriticalPath[]) =>
    paths.reduce<CriticalPath>((a, b) => (b.ms > a.ms ? b : a), { stages: [], ms: 0 });
  const wayTo = (stage: CiStage): CriticalPath => {
    if (!ways.has(stage)) {
      const before = longest((shape.get(stage)?.needs ?? []).map(wayTo));
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
    return ways.get(stage)!;
  };
  return longest([...new Set([...shape.keys(), ...results.map((r) => r.stage)])].map(wayTo));
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
