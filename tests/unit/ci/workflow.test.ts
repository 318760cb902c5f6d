import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../helpers/fixtures';

const workflowsDir = path.join(SITE_DIR, '.github/workflows');
const ci = fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8');
const workflows = fs
  .readdirSync(workflowsDir)
  .map((name) => [name, fs.readFileSync(path.join(workflowsDir, name), 'utf8')] as const);

describe('the CI workflow', () => {
  it('draws its build and end-to-end matrices from the plan, not from a list of its own', () => {
    expect(ci).toContain('version: ${{ fromJSON(needs.plan.outputs.plan).versions }}');
    expect(ci).toContain('include: ${{ fromJSON(needs.plan.outputs.plan).e2e }}');
    expect(ci).not.toMatch(/version: \[/);
    expect(ci).toContain('npm run --silent ci:plan -- "$BASE"');
    expect(ci).toContain('npm run --silent ci:plan -- --all');
  });

  it('pins every action by commit SHA, naming the release', () => {
    const uses = [...workflows.flatMap(([, text]) => text.match(/uses: \S+.*/g) ?? [])];
    expect(uses.length).toBeGreaterThan(10);
    for (const line of uses) expect(line).toMatch(/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d/);
  });

  it('runs in the Debian image of the Node.js major .nvmrc names', () => {
    const major = fs.readFileSync(path.join(SITE_DIR, '.nvmrc'), 'utf8').trim();
    const images = [...ci.matchAll(/container: (\S+)/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(image).toMatch(new RegExp(`^node:${major}-(trixie|bookworm)$`));
  });

  it('writes version outputs and build logs outside the checkout, whose files every input key hashes', () => {
    for (const line of ci.split('\n').filter((l) => /--only-version|--merge-from|tee /.test(l))) {
      expect(line).not.toMatch(/(--out-dir|--merge-from) (?!"\$RUNNER_TEMP)/);
      expect(line).not.toMatch(/tee (?!"\$RUNNER_TEMP)/);
    }
    expect(ci).toContain('path: ${{ runner.temp }}/ci-versions');
  });

  it('cancels superseded pull-request runs and never a run on main', () => {
    expect(ci).toContain(
      "group: ci-${{ github.event_name == 'pull_request' && github.ref || github.run_id }}",
    );
    expect(ci).toContain("cancel-in-progress: ${{ github.event_name == 'pull_request' }}");
  });

  it('saves the build caches from main even after a failed step, and restores them by prefix', () => {
    const saves = [...ci.matchAll(/Save the build caches\n\s+if: (.*)/g)].map((m) => m[1]);
    expect(saves.length).toBeGreaterThanOrEqual(3);
    for (const condition of saves)
      expect(condition).toBe("always() && github.event_name != 'pull_request'");
    expect(ci).toContain("hashFiles('package-lock.json', 'docusaurus.config.ts', '.nvmrc')");
    expect(ci.match(/restore-keys:/g)?.length).toBe(saves.length);
    expect(ci).toContain('path: ${{ steps.cache-paths.outputs.paths }}');
  });
});

describe('the deploy job', () => {
  const deploy = ci.slice(ci.indexOf('\n  deploy:\n'));

  it('publishes main’s tested site artifact, after the end-to-end jobs, without building', () => {
    expect(deploy).toMatch(/\n {4}needs: \[merge, e2e\]\n/);
    expect(deploy).toContain("if: github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(deploy).toMatch(/name: site\n\s+path: build\n/);
    expect(deploy).toContain('npm run --silent deploy -- build');
    expect(deploy).not.toMatch(/npm run --silent build/);
  });

  it('deploys one at a time, never cancelled, in an environment maintainers can protect', () => {
    expect(deploy).toMatch(
      /concurrency:\n\s+group: deploy-production\n\s+cancel-in-progress: false\n/,
    );
    expect(deploy).toContain('environment: production');
  });

  it('tests for its secrets through the environment, never in an if:, and skips every step without them', () => {
    expect(deploy).not.toMatch(/if:.*secrets\./);
    for (const name of ['DEPLOY_TARGET', 'DEPLOY_SSH_KEY', 'DEPLOY_KNOWN_HOSTS'])
      expect(deploy).toContain(`${name}: \${{ secrets.${name} }}`);
    expect(deploy).toContain('::notice');
    const steps = deploy.split(/\n {6}- /).slice(2);
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps)
      expect(step).toContain("if: steps.settings.outputs.configured == 'true'");
  });
});
