/**
 * `npm run ci:e2e -- --files <i/n> | --file <path> | --pages <i/n> [--reports <dir>]`: one CI
 * end-to-end job (tools/ci/e2e.ts), spec output on stdout and a JUnit report
 * in <dir> (default test-results). every-page also reads E2E_PAGES, the pages
 * a pull request's plan names. `npm run test:e2e` still runs them all at once.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eCommand, e2eFiles } from '../tools/ci/e2e';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE =
  '用法：npm run ci:e2e -- --files <序号/总数> | --file <测试文件> | --pages <序号/总数> [--reports <目录>]';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  const modes = (['files', 'file', 'pages'] as const).filter(
    (mode) => typeof options[mode] === 'string',
  );
  if (modes.length !== 1 || positional.length > 0) throw new Error(USAGE);
  const siteDir = path.resolve(__dirname, '..');
  const reportsDir = path.resolve(String(options.reports ?? 'test-results'));
  fs.mkdirSync(reportsDir, { recursive: true });
  const command = e2eCommand(modes[0], String(options[modes[0]]), e2eFiles(siteDir), reportsDir);
  const result = spawnSync(process.execPath, command.args, {
    cwd: siteDir,
    stdio: 'inherit',
    env: { ...process.env, ...command.env },
  });
  console.log(`JUnit 报告：${path.relative(siteDir, command.report)}`);
  return result.status ?? 1;
});
