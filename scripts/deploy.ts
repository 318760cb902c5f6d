/**
 * `npm run deploy [-- <build dir, default build>]`: publishes a build to
 * DEPLOY_TARGET as a new release, switches to it and checks it, switching
 * back when a check fails. `npm run deploy -- --rollback [<release>]` serves
 * the previous (or the named) release again. See README, 部署.
 */
import path from 'node:path';
import { ENV } from '../src/site';
import { currentCommit, deploy, rollback } from '../tools/deploy/deploy';
import { parseTarget } from '../tools/deploy/target';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE =
  'npm run deploy [-- <构建目录，默认 build>] | -- --rollback [<发布名>]' +
  ' [--ssh-config <ssh 配置文件>] [--check-url <检查地址>] [--bwlimit <KiB/s>]';

export async function main(args: string[]): Promise<number> {
  const { options, positional } = parseArgs(args, ['rollback']);
  const known = ['rollback', 'ssh-config', 'check-url', 'bwlimit'];
  const unknown = Object.keys(options).filter((name) => !known.includes(name));
  const bwlimit = options.bwlimit === undefined ? undefined : Number(options.bwlimit);
  if (
    unknown.length ||
    positional.length > 1 ||
    Object.entries(options).some(
      ([name, value]) => name !== 'rollback' && typeof value !== 'string',
    ) ||
    (bwlimit !== undefined && !(Number.isInteger(bwlimit) && bwlimit > 0))
  )
    throw new Error(`用法：${USAGE}`);
  const common = {
    target: parseTarget(process.env[ENV.deployTarget]),
    sshConfig: options['ssh-config'] as string | undefined,
    checkUrl: options['check-url'] as string | undefined,
    bwlimit,
  };
  if (options.rollback) {
    await rollback({ ...common, release: positional[0] });
    return 0;
  }
  await deploy({
    ...common,
    buildDir: path.resolve(process.cwd(), positional[0] ?? 'build'),
    commit: currentCommit(path.resolve(__dirname, '..')),
  });
  return 0;
}

runMain(__filename, main);
