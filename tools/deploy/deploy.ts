/**
 * `npm run deploy`: a build to a server over SSH, as a new release beside the
 * previous ones (releases.ts names them and plans the steps, remote.sh runs
 * the server's part), checked through the server after the switch and
 * switched back when a check fails; `--rollback` switches to an older one.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL } from '../../src/site';
import { fetchRaw, runChecks, type CheckFailure } from './checks';
import {
  MANIFEST_FILE,
  OWN_ASSETS_FILE,
  buildManifest,
  ownAssets,
  type Manifest,
} from './manifest';
import {
  deploySteps,
  parseList,
  releaseId,
  releasesToPrune,
  rollbackSteps,
  rollbackTarget,
  type ServerState,
  type Step,
} from './releases';
import type { Target } from './target';

export const REMOTE_SCRIPT = path.join(__dirname, 'remote.sh');

/**
 * The commit a release is named after: the checkout's HEAD, or GitHub's
 * GITHUB_SHA where git refuses the checkout (a container's workspace owned
 * by another user).
 */
export function currentCommit(siteDir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
    throw new Error(
      `无法确定要发布的提交（git rev-parse HEAD：${(error as Error).message.trim()}）`,
      { cause: error },
    );
  }
}

export type DeployOptions = {
  target: Target;
  /** An ssh configuration file (ssh -F): keys, known hosts, port. */
  sshConfig?: string;
  /** Where the checks ask (http://host:port); default: the address the release was built for. */
  checkUrl?: string;
  /** rsync --bwlimit, KiB/s. */
  bwlimit?: number;
  log?: (line: string) => void;
};

/** What rsync reported about an upload (--stats). */
export type UploadStats = {
  files: number;
  transferredFiles: number;
  totalBytes: number;
  literalBytes: number;
  matchedBytes: number;
  sentBytes: number;
};

export class DeployError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        new Error(
          `无法运行 ${command}（${error.message}）：sudo apt-get install openssh-client rsync`,
        ),
      ),
    );
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }),
    );
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

function sshArgs(options: DeployOptions): string[] {
  return [
    ...(options.sshConfig ? ['-F', options.sshConfig] : []),
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=yes',
  ];
}

/** Runs one command of remote.sh on the server; its stdout, or a DeployError with its stderr. */
async function remote(options: DeployOptions, step: string, args: string[]): Promise<string> {
  const { target } = options;
  const command = ['bash', '-s', '--', args[0], target.root, ...args.slice(1)].map(quote).join(' ');
  const result = await run(
    'ssh',
    [...sshArgs(options), target.host, command],
    fs.readFileSync(REMOTE_SCRIPT, 'utf8'),
  );
  if (result.code !== 0)
    throw new DeployError(step, result.stderr.trim() || `ssh 退出码 ${result.code}`);
  return result.stdout;
}

export function parseRsyncStats(output: string): UploadStats {
  const number = (pattern: string) => {
    const match = new RegExp(`^${pattern}([\\d,.]+)`, 'm').exec(output);
    if (!match) throw new Error(`rsync --stats 的输出中没有“${pattern}”`);
    return Number(match[1].replace(/[,.]/g, ''));
  };
  return {
    files: number('Number of files: [\\d,.]+ \\(reg: '),
    transferredFiles: number('Number of regular files transferred: '),
    totalBytes: number('Total file size: '),
    literalBytes: number('Literal data: '),
    matchedBytes: number('Matched data: '),
    sentBytes: number('Total bytes sent: '),
  };
}

/**
 * The release's upload: its build as docs/, and its record (release.json,
 * own-assets.txt), into releases/<id>.partial; unchanged files (by content)
 * become hard links of the current release's, changed ones travel as rsync
 * deltas against them. Build times are not kept: a file's mtime (nginx's
 * ETag and Last-Modified) is when it last changed on the server.
 */
async function upload(
  options: DeployOptions,
  step: Extract<Step, { kind: 'upload' }>,
  buildDir: string,
  manifest: Manifest,
): Promise<UploadStats> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'capacitor-docs-deploy-'));
  try {
    fs.symlinkSync(path.resolve(buildDir), path.join(stage, 'docs'));
    fs.writeFileSync(path.join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(stage, OWN_ASSETS_FILE), `${ownAssets(buildDir).join('\n')}\n`);
    const { target } = options;
    const args = [
      '--recursive',
      '--links',
      '--copy-dirlinks',
      '--checksum',
      '--chmod=D755,F644',
      '--stats',
      ...(step.linkDest ? [`--link-dest=${target.root}/releases/${step.linkDest}/`] : []),
      ...(options.bwlimit ? [`--bwlimit=${options.bwlimit}`] : []),
      '-e',
      ['ssh', ...sshArgs(options)].join(' '),
      `${stage}/`,
      `${target.host}:${target.root}/releases/${step.id}.partial/`,
    ];
    const result = await run('rsync', args);
    if (result.code !== 0)
      throw new DeployError(step.name, result.stderr.trim() || `rsync 退出码 ${result.code}`);
    return parseRsyncStats(result.stdout);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

function describeFailures(failures: CheckFailure[]): string {
  return failures
    .map(({ check, url, problems }) => `  ${check.name}（${url}）：${problems.join('；')}`)
    .join('\n');
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(2)} %` : '0 %';

export function describeStats(stats: UploadStats): string {
  return (
    `上传完成：${stats.files} 个文件共 ${stats.totalBytes} 字节，` +
    `其中 ${stats.transferredFiles} 个有改动；发送 ${stats.sentBytes} 字节` +
    `（全站的 ${percent(stats.sentBytes, stats.totalBytes)}；` +
    `新数据 ${stats.literalBytes} 字节，与现有文件相同的部分 ${stats.matchedBytes} 字节）`
  );
}

/**
 * Runs the steps; a failure up to the switch leaves the site as it was, a
 * failed check after it switches back to `state.current` (with the same
 * checks) and throws, in Chinese, naming the step.
 */
async function runSteps(
  options: DeployOptions,
  state: ServerState,
  steps: Step[],
  manifestOf: (id: string) => Promise<Manifest>,
  buildDir?: string,
): Promise<{ stats?: UploadStats }> {
  const log = options.log ?? ((line: string) => console.log(line));
  let stats: UploadStats | undefined;
  const before = state.current ?? '（无）';
  for (const step of steps) {
    log(`› ${step.name}`);
    if (step.kind === 'remote') {
      try {
        await remote(options, step.name, step.args);
      } catch (error) {
        throw new DeployError(
          step.name,
          `${step.name}失败，网站没有改变（仍提供 ${before}）：\n${(error as Error).message}`,
        );
      }
    } else if (step.kind === 'upload') {
      try {
        stats = await upload(options, step, buildDir!, await manifestOf(step.id));
      } catch (error) {
        throw new DeployError(
          step.name,
          `${step.name}失败，网站没有改变（仍提供 ${before}）：\n${(error as Error).message}`,
        );
      }
      log(`  ${describeStats(stats)}`);
    } else {
      const manifest = await manifestOf(step.id);
      const failures = await runChecks(manifest, options.checkUrl ?? manifest.siteUrl);
      if (!failures.length) {
        log(`  ${manifest.checks.length} 个网址和 CSP 与发布 ${step.id} 一致`);
        continue;
      }
      const why = describeFailures(failures);
      if (!state.current)
        throw new DeployError(
          step.name,
          `${step.name}失败（发布 ${step.id}），没有可以切回的发布：\n${why}`,
        );
      log(`  ${step.name}失败，切回 ${state.current}`);
      try {
        await remote(options, '切回', ['activate', state.current]);
      } catch (error) {
        throw new DeployError(
          step.name,
          `${step.name}失败（发布 ${step.id}）：\n${why}\n切回 ${state.current} 也失败了：${(error as Error).message}`,
        );
      }
      const back = await manifestOf(state.current).then((m) =>
        runChecks(m, options.checkUrl ?? m.siteUrl),
      );
      throw new DeployError(
        step.name,
        `${step.name}失败（发布 ${step.id}），已切回 ${state.current}` +
          `${back.length ? '，但切回后的检查也失败了' : '（切回后检查通过）'}：\n${why}` +
          (back.length ? `\n切回后：\n${describeFailures(back)}` : ''),
      );
    }
  }
  return { stats };
}

async function serverState(options: DeployOptions): Promise<ServerState> {
  return parseList(await remote(options, '读取服务器上的发布', ['list']));
}

async function remoteManifest(options: DeployOptions, id: string): Promise<Manifest> {
  return JSON.parse(await remote(options, '读取发布记录', ['manifest', id])) as Manifest;
}

/** Before anything moves: the address the checks will ask answers at all. */
async function assertReachable(origin: string): Promise<void> {
  try {
    await fetchRaw(new URL(BASE_URL, origin).href);
  } catch (error) {
    throw new DeployError(
      '检查地址',
      `无法访问检查地址 ${origin}（${(error as Error).message}），网站没有改变。` +
        '构建时 SITE_URL 要设成站点的公开地址，或用 --check-url 指定。',
    );
  }
}

export async function deploy(
  options: DeployOptions & { buildDir: string; commit: string; now?: Date },
): Promise<{ id: string; stats: UploadStats; pruned: string[] }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const state = await serverState(options);
  const id = releaseId(options.now ?? new Date(), options.commit);
  const manifest = buildManifest(options.buildDir, id);
  await assertReachable(options.checkUrl ?? manifest.siteUrl);
  log(
    `› 发布 ${id} 到 ${options.target.host}:${options.target.root}（当前：${state.current ?? '无'}）`,
  );
  const { stats } = await runSteps(
    options,
    state,
    deploySteps(state, id),
    async (wanted) => (wanted === id ? manifest : remoteManifest(options, wanted)),
    options.buildDir,
  );
  const pruned = releasesToPrune({ current: id, releases: [...state.releases, id] });
  if (pruned.length) {
    log(`› 删除旧发布：${pruned.join('、')}`);
    await remote(options, '删除旧发布', ['remove', ...pruned]);
  }
  log(`✓ 发布 ${id} 已上线`);
  return { id, stats: stats!, pruned };
}

export async function rollback(
  options: DeployOptions & { release?: string },
): Promise<{ id: string }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const state = await serverState(options);
  const id = rollbackTarget(state, options.release);
  log(`› 回滚到 ${id}（当前：${state.current ?? '无'}）`);
  await runSteps(options, state, rollbackSteps(state, id), (wanted) =>
    remoteManifest(options, wanted),
  );
  log(`✓ 已回滚到 ${id}`);
  return { id };
}
