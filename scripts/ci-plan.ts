/**
 * `npm run ci:plan -- <base>`: the CI plan (tools/ci/plan.ts) for the commits
 * since `base` (`git diff <base>...HEAD`; CI passes a pull request's merge
 * commit's first parent, HEAD^1), as one line of JSON.
 * `npm run ci:plan -- --all [--reason <text>]`: the plan that runs everything
 * (pushes to main, the nightly run).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fullPlan, parseNameStatus, planFor, type Change } from '../tools/ci/plan';
import { writtenVersions } from '../src/versions';
import { SERVED_FILE, readInventory } from '../src/versions/inventory';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE = '用法：npm run ci:plan -- <基准提交> | --all [--reason <原因>]';

const git = (siteDir: string, args: string[]) =>
  execFileSync('git', args, { cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The changes from where `base` and `head` diverged to `head`, routes/served.txt's with its changed lines. */
export function changesSince(siteDir: string, base: string, head = 'HEAD'): Change[] {
  const range = `${base}...${head}`;
  return parseNameStatus(git(siteDir, ['diff', '--name-status', '-M', range])).map((change) =>
    change.paths.includes(SERVED_FILE)
      ? {
          ...change,
          lines: git(siteDir, ['diff', '-U0', range, '--', SERVED_FILE])
            .split('\n')
            .filter((line) => /^[+-](?![+-]{2} )/.test(line))
            .map((line) => line.slice(1))
            .filter(Boolean),
        }
      : change,
  );
}

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['all']);
  const siteDir = path.resolve(__dirname, '..');
  const written = writtenVersions(siteDir);
  let plan;
  if (options.all === true && positional.length === 0)
    plan = fullPlan(written, String(options.reason ?? '要求运行全部'));
  else if (positional.length === 1 && !options.all)
    plan = planFor(changesSince(siteDir, positional[0]), readInventory(siteDir), written);
  else throw new Error(USAGE);
  console.log(JSON.stringify(plan));
});
