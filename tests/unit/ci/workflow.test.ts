import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  WORKFLOWS_DIR,
  needsOf,
  readWorkflow,
  type Workflow,
  type WorkflowJob,
  type WorkflowStep,
} from '@site/tools/ci/workflow';
import { SITE_DIR } from '../helpers/fixtures';

const ci = readWorkflow(SITE_DIR);
const ciText = fs.readFileSync(path.join(SITE_DIR, WORKFLOWS_DIR, 'ci.yml'), 'utf8');
/** The workflow without its comments (which may name what it avoids). */
const ciCode = ciText.replace(/^\s*#.*\n/gm, '');
const workflows: [string, Workflow, string][] = fs
  .readdirSync(path.join(SITE_DIR, WORKFLOWS_DIR))
  .map((name) => {
    const file = `${WORKFLOWS_DIR}/${name}`;
    return [name, readWorkflow(SITE_DIR, file), fs.readFileSync(path.join(SITE_DIR, file), 'utf8')];
  });
const jobs = Object.entries(ci.jobs);
const containerJobs = jobs.filter(([, job]) => job.container !== undefined);
const allSteps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const stepsUsing = (action: string) =>
  allSteps(ci).filter((step) => step.uses?.startsWith(`${action}@`));
/** Every `if` of every job and step. */
const conditions = (workflow: Workflow) =>
  Object.values(workflow.jobs).flatMap((job) => [job.if, ...job.steps.map((s) => s.if)]);

describe('the CI workflow', () => {
  it('draws its build and end-to-end matrices from the plan, not from a list of its own', () => {
    expect(ci.jobs.build.strategy?.matrix).toEqual({
      version: '${{ fromJSON(needs.plan.outputs.plan).versions }}',
    });
    expect(ci.jobs.e2e.strategy?.matrix).toEqual({
      include: '${{ fromJSON(needs.plan.outputs.plan).e2e }}',
    });
  });

  it('plans a pull request against its merge commit’s first parent, the base branch as it is now', () => {
    const plan = ci.jobs.plan.steps.find((s) => s.id === 'plan')!;
    expect(plan.run).toContain('npm run --silent ci:plan -- HEAD^1');
    expect(plan.run).toContain('npm run --silent ci:plan -- --all');
    expect(ciCode).not.toContain('pull_request.base.sha');
    expect(ci.jobs.plan.steps[0].with?.['fetch-depth']).toBe(0);
  });

  it('pins every action by commit SHA, naming the release', () => {
    const uses = workflows.flatMap(([, , text]) => text.match(/uses: \S+.*/g) ?? []);
    expect(uses.length).toBeGreaterThan(10);
    for (const line of uses) expect(line).toMatch(/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d/);
  });

  it('runs every container job in the image the plan names from .nvmrc, written nowhere else', () => {
    const nvmrc = fs.readFileSync(path.join(SITE_DIR, '.nvmrc'), 'utf8').trim();
    expect(nvmrc).toMatch(/^\d+$/);
    expect(ci.jobs.plan.container).toBeUndefined();
    expect(ci.jobs.plan.outputs?.image).toBe('${{ steps.plan.outputs.image }}');
    expect(ci.jobs.plan.steps.find((s) => s.id === 'plan')?.run).toContain(
      'echo "image=node:$(cat .nvmrc)-trixie" >> "$GITHUB_OUTPUT"',
    );
    const setupNode = ci.jobs.plan.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with?.['node-version-file']).toBe('.nvmrc');
    expect(containerJobs.length).toBe(jobs.length - 1);
    for (const [name, job] of containerJobs) {
      expect(job.container, name).toBe('${{ needs.plan.outputs.image }}');
      expect(needsOf(job), name).toContain('plan');
    }
    expect(ciCode).not.toMatch(/node:\d/);
  });

  it('runs every run step with bash (pipefail), in every workflow', () => {
    for (const [name, workflow] of workflows)
      expect(workflow.defaults?.run?.shell, name).toBe('bash');
  });

  it('installs zstd first in every container job, before any step that moves a cache', () => {
    for (const [name, job] of containerJobs) {
      expect(job.steps[0].run, name).toMatch(/apt-get install .*\bzstd\b/);
      const caching = job.steps.findIndex(
        (s) => s.uses?.startsWith('actions/cache') || s.uses?.startsWith('actions/setup-node'),
      );
      expect(caching, name).toBeGreaterThan(0);
    }
  });

  it('writes the version outputs outside the checkout, at one literal path in run steps and action inputs', () => {
    const dir = ci.env?.VERSIONS_DIR;
    expect(dir).toMatch(/^\/tmp\/[\w-]+$/);
    expect(ci.env?.BUILD_LOG).toMatch(/^\/tmp\/[\w.-]+$/);
    // The runner translates runner.temp for some inputs and not others.
    expect(ciCode).not.toMatch(/runner\.temp|RUNNER_TEMP/);
    const build = ci.jobs.build.steps.find((s) => s.run?.includes('--only-version'))!;
    expect(build.run).toContain('--out-dir "$VERSIONS_DIR"');
    expect(build.run).toContain('| tee "$BUILD_LOG"');
    const upload = ci.jobs.build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path).toBe('${{ env.VERSIONS_DIR }}');
    const download = ci.jobs.merge.steps.find((s) =>
      s.uses?.startsWith('actions/download-artifact@'),
    );
    expect(download?.with).toMatchObject({ pattern: 'version-*', path: '${{ env.VERSIONS_DIR }}' });
    const merge = ci.jobs.merge.steps.find((s) => s.run?.includes('--merge-from'))!;
    expect(merge.run).toContain('--merge-from "$VERSIONS_DIR"');
  });

  it('cancels superseded pull-request runs and never a run on main, nor keeps a cancelled run going', () => {
    expect(ci.concurrency).toEqual({
      group: "ci-${{ github.event_name == 'pull_request' && github.ref || github.run_id }}",
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
    // A job or step whose condition holds always() is never cancelled.
    for (const [name, workflow] of workflows)
      for (const condition of conditions(workflow))
        expect(condition ?? '', name).not.toContain('always()');
    expect(ci.jobs.e2e.if).toMatch(/^!cancelled\(\) && needs\.merge\.result == 'success'/);
  });

  it('saves the build caches from main even after a failed step, and restores them by prefix', () => {
    const saves = stepsUsing('actions/cache/save').filter((s) =>
      s.name?.startsWith('Save the build caches'),
    );
    expect(saves.length).toBeGreaterThanOrEqual(3);
    for (const step of saves)
      expect(step.if).toBe("${{ !cancelled() && github.event_name != 'pull_request' }}");
    expect(ciText).toContain("hashFiles('package-lock.json', 'docusaurus.config.ts', '.nvmrc')");
    const restores = stepsUsing('actions/cache/restore');
    expect(restores.every((s) => typeof s.with?.['restore-keys'] === 'string')).toBe(true);
    for (const step of [...saves, ...restores].filter((s) => s.name?.includes('build caches')))
      expect(step.with?.path).toBe('${{ steps.cache-paths.outputs.paths }}');
  });

  it('installs the end-to-end tests’ Debian packages from a cache that only main’s runs save', () => {
    const steps = ci.jobs.e2e.steps;
    const index = (test: (s: WorkflowStep) => boolean) => steps.findIndex(test);
    const restore = index((s) => s.id === 'debs');
    const install = index((s) => s.run === 'bash scripts/install-test-tools.sh');
    const save = index((s) => s.uses?.startsWith('actions/cache/save@') === true);
    expect(restore).toBeGreaterThan(0);
    expect(install).toBeGreaterThan(restore);
    expect(save).toBeGreaterThan(install);
    expect(ci.jobs.e2e.env?.APT_ARCHIVES).toMatch(/^\/tmp\//);
    expect(steps[restore].with?.path).toBe('${{ env.APT_ARCHIVES }}');
    expect(steps[save].with?.path).toBe('${{ env.APT_ARCHIVES }}');
    expect(steps[save].if).toContain("github.event_name != 'pull_request'");
    expect(steps[save].if).toContain('strategy.job-index == 0');
    expect(fs.readFileSync(path.join(SITE_DIR, 'scripts/install-test-tools.sh'), 'utf8')).toContain(
      'Dir::Cache::Archives=$APT_ARCHIVES',
    );
  });
});

describe('the upstream sync workflow', () => {
  const sync = readWorkflow(SITE_DIR, `${WORKFLOWS_DIR}/upstream-sync.yml`);

  it('names its GitHub App by client ID (the app-id input is deprecated)', () => {
    const token = allSteps(sync).find((s) =>
      s.uses?.startsWith('actions/create-github-app-token@'),
    );
    expect(token?.with).toMatchObject({ 'client-id': '${{ secrets.SYNC_APP_CLIENT_ID }}' });
    expect(token?.with).not.toHaveProperty('app-id');
  });

  it('regenerates every page’s facts: a translator’s upstream:record touches only the pages it records', () => {
    const facts = allSteps(sync).find((s) => s.run?.includes('upstream:facts'));
    expect(facts?.run).toBe('npm run --silent upstream:facts -- "$RUNNER_TEMP/capacitor-docs"');
  });
});

describe('the deploy job', () => {
  const deploy = ci.jobs.deploy as WorkflowJob & {
    environment?: string;
    concurrency?: { group: string; 'cancel-in-progress': boolean };
  };
  const deployText = ciCode.slice(ciCode.indexOf('\n  deploy:\n'));

  it('publishes main’s tested site artifact, after the end-to-end jobs, without building', () => {
    expect(needsOf(deploy)).toEqual(expect.arrayContaining(['merge', 'e2e']));
    expect(deploy.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    const download = deploy.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({ name: 'site', path: 'build' });
    const runs = deploy.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm run --silent deploy -- build');
    expect(runs).not.toMatch(/npm run --silent build/);
  });

  it('deploys one at a time, never cancelled, in an environment maintainers can protect', () => {
    expect(deploy.concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
    expect(deploy.environment).toBe('production');
  });

  it('tests for its secrets through the environment, never in an if:, and skips every step without them', () => {
    expect(deployText).not.toMatch(/if:.*secrets\./);
    for (const name of ['DEPLOY_TARGET', 'DEPLOY_SSH_KEY', 'DEPLOY_KNOWN_HOSTS'])
      expect(deploy.env?.[name]).toBe(`\${{ secrets.${name} }}`);
    const settings = deploy.steps.findIndex((s) => s.id === 'settings');
    expect(deploy.steps[settings].run).toContain('::notice');
    const after = deploy.steps.slice(settings + 1);
    expect(after.length).toBeGreaterThan(5);
    for (const step of after) expect(step.if).toBe("steps.settings.outputs.configured == 'true'");
  });
});
