/**
 * `npm run bench [-- options]`: the performance benchmark. Builds every
 * version into its own folder (timing it and its peak memory), measures
 * first-load JS+CSS, main.js and the search indexes, runs Lighthouse over the
 * build served by nginx, and writes a Markdown report with the budgets
 * (tools/bench/budgets.ts). `--ci` adds the CI section: the CI plan's jobs
 * run one after another, timed, with their critical path (tools/bench/ci.ts).
 * Exit status 0 even when budgets are missed; 1 when it cannot run.
 */
import path from 'node:path';
import { runBench } from '../tools/bench/run';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE =
  'npm run bench [-- --out-dir <构建目录，默认 /tmp/bench-build>] [--skip-build] [--compare-v7] ' +
  '[--skip-lighthouse] [--runs <每页 Lighthouse 次数，默认 3>] [--report <报告，默认 bench/REPORT.md>] [--ci]';

export async function main(args: string[]): Promise<number> {
  const { options, positional } = parseArgs(args, [
    'skip-build',
    'compare-v7',
    'skip-lighthouse',
    'ci',
  ]);
  const known = ['out-dir', 'skip-build', 'compare-v7', 'skip-lighthouse', 'runs', 'report', 'ci'];
  const unknown = Object.keys(options).filter((name) => !known.includes(name));
  const runs = Number(options.runs ?? 3);
  const valued = ['out-dir', 'runs', 'report'].filter(
    (name) => options[name] === undefined && name in options,
  );
  if (positional.length || unknown.length || valued.length || !Number.isInteger(runs) || runs < 1)
    throw new Error(`用法：${USAGE}`);
  const siteDir = path.resolve(__dirname, '..');
  const { report } = await runBench(
    {
      siteDir,
      outDir: path.resolve(String(options['out-dir'] ?? '/tmp/bench-build')),
      skipBuild: options['skip-build'] === true,
      compareV7: options['compare-v7'] === true,
      skipLighthouse: options['skip-lighthouse'] === true,
      runs,
      ci: options.ci === true,
      reportFile: path.resolve(String(options.report ?? path.join(siteDir, 'bench/REPORT.md'))),
    },
    (line) => console.log(line),
  );
  console.log(`\n${report}`);
  return 0;
}

runMain(__filename, main);
