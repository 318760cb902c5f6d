/**
 * `npm run ci:plan -- <base>`: the CI plan (tools/ci/plan.ts) for the commits
 * since `base` (`git diff <base>...HEAD`), as one line of JSON.
 * `npm run ci:plan -- --all [--reason <text>]`: the plan that runs everything
 * (pushes to main, the nightly run).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fullPlan, parseNameStatus, planFor } from '../tools/ci/plan';
import { writtenVersions } from '../src/versions';
import { readInventory } from '../src/versions/inventory';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE = '用法：npm run ci:plan -- <基准提交> | --all [--reason <原因>]';

/** The changes from where `base` and `head` diverged to `head`, as git names them. */
export function changesSince(siteDir: string, base: string, head = 'HEAD'): string {
  return execFileSync('git', ['diff', '--name-status', '-M', `${base}...${head}`], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['all']);
  const siteDir = path.resolve(__dirname, '..');
  const written = writtenVersions(siteDir);
  let plan;
  if (options.all === true && positional.length === 0)
    plan = fullPlan(written, String(options.reason ?? '要求运行全部'));
  else if (positional.length === 1 && !options.all)
    plan = planFor(
      parseNameStatus(changesSince(siteDir, positional[0])),
      readInventory(siteDir),
      written,
    );
  else throw new Error(USAGE);
  console.log(JSON.stringify(plan));
});
