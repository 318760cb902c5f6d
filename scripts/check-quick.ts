/**
 * A translator's check before opening a pull request: the typecheck when
 * code changed, the content check of the changed pages, then a build of
 * only the versions those pages belong to (the latest is always built,
 * see README) and its route check. Changed means against main, committed
 * or not.
 * Usage: npm run check:quick [-- --version NAME]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ENV } from '../src/site';
import { LAST_VERSION, pageOfFile } from '../src/versions';
import { runMain } from './lib/run-main';
import { parseArgs } from './lib/args';

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
};

/** Files changed against main (or, without a main branch, against HEAD), plus untracked ones. */
export function changedFiles(): string[] {
  const base = git('merge-base', 'HEAD', 'main').trim() || 'HEAD';
  const files = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ];
  return [...new Set(files.filter((f) => f && fs.existsSync(f)))].sort();
}

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n› ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

runMain(__filename, (args) => {
  const { options } = parseArgs(args);
  const files = changedFiles();
  const pages = files.filter((f) => /\.mdx?$/.test(f) && pageOfFile(f));
  const code = files.filter((f) => /\.(ts|tsx)$/.test(f));
  const versions = options.version
    ? [String(options.version)]
    : [...new Set(pages.map((f) => pageOfFile(f)!.version))];
  console.log(
    `changed: ${pages.length} pages, ${code.length} code files; building ${[...new Set([LAST_VERSION, ...versions])].join(', ')}`,
  );
  const steps: [string, () => boolean][] = [
    ['typecheck', () => code.length === 0 || run('类型检查', 'npx', ['tsc', '--noEmit'])],
    [
      'content check',
      () =>
        pages.length === 0 || run('内容检查', 'npx', ['tsx', 'scripts/check-content.ts', ...pages]),
    ],
    [
      'build',
      () =>
        run('构建', 'npm', ['run', 'build'], {
          [ENV.docsVersions]: versions.join(',') || LAST_VERSION,
        }),
    ],
    ['route check', () => run('路由检查', 'npx', ['tsx', 'scripts/check-routes.ts'])],
  ];
  for (const [name, step] of steps)
    if (!step()) {
      console.error(`\ncheck:quick: ${name} failed`);
      return 1;
    }
  console.log('\ncheck:quick: all passed');
  return 0;
});
