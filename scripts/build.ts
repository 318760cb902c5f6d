/**
 * `npm run build`: the production build, as `docusaurus build` (same
 * arguments) run in two processes one after the other, each with the
 * memory it needs:
 * 1. bundling: Rspack compiles the client and server code, then the process
 *    exits (Docusaurus's DOCUSAURUS_EXIT_AFTER_BUNDLING);
 * 2. pages: a new process loads the site again, renders the pages from the
 *    server bundle and runs the post-build steps (search indexes,
 *    precompression, Markdown copies), skipping the bundling
 *    (DOCUSAURUS_SKIP_BUNDLING).
 * In one process, Rspack keeps 1.6–1.9 GB of native memory after its
 * compiler has closed (web-infra-dev/rspack#14734) and the page rendering
 * adds to it: 2.3–2.7 GB at the peak of a cold build on two cores, against
 * about 1.8 GB and 1 GB for the two steps. Loading the site twice costs
 * about a second.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMain } from './lib/run-main';

export type BuildStep = {
  /** What the step does, printed before it starts. */
  title: string;
  /** Node options of the step's process. */
  nodeOptions: string[];
  env: Record<string, string>;
};

export const BUILD_STEPS: BuildStep[] = [
  {
    title: '构建第 1 步（共 2 步）：用 Rspack 打包客户端与服务端代码',
    // The mdx-loader keeps about 150 MB live on the main thread, and V8 lets
    // its heap grow to 450–580 MB by default. Growing the old generation by
    // 20 % at a time keeps the heap near 300 MB: the step's peak is 1.7–1.9
    // GB instead of 2.0–2.1 (measured, cold). Alone that meant more full
    // collections (+18 CPU seconds); a 32 MB young generation lets fewer
    // short-lived objects reach the old one, for about the default CPU time.
    nodeOptions: ['--max-semi-space-size=32', '--heap-growing-percent=20'],
    env: { DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' },
  },
  {
    title: '构建第 2 步（共 2 步）：生成页面，写出搜索索引、Markdown 副本与预压缩文件',
    // Page rendering makes many short-lived objects: with a 64 MB young
    // generation it takes about 0.7 s less (measured), for 0.2 GB more at
    // this step's peak (about 1 GB).
    nodeOptions: ['--max-semi-space-size=64'],
    env: { DOCUSAURUS_SKIP_BUNDLING: 'true' },
  },
];

const siteDir = path.resolve(__dirname, '..');
export const DOCUSAURUS_CLI = path.join(
  siteDir,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/** The build folder `docusaurus build <args>` writes (`--out-dir`, default build/), absolute. */
export function outDirOf(args: string[], cwd: string): string {
  let outDir = 'build';
  let dir = cwd;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--out-dir') outDir = args[++i] ?? outDir;
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else if (!arg.startsWith('-')) dir = path.resolve(cwd, arg);
  }
  return path.resolve(dir, outDir);
}

/**
 * After the bundling step the build folder has the bundles but no page yet.
 * A page there means Docusaurus ignored DOCUSAURUS_EXIT_AFTER_BUNDLING (a
 * version that dropped it) and built everything in one process.
 */
export function checkBundledOnly(outDir: string): void {
  if (fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(
      `构建第 1 步之后 ${outDir} 中已有页面：安装的 Docusaurus 没有按 DOCUSAURUS_EXIT_AFTER_BUNDLING 在打包后退出，scripts/build.ts 的两步构建需要它。`,
    );
}

export type BuildOptions = {
  cwd?: string;
  /** Docusaurus's command line (tests give a stand-in). */
  cli?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Docusaurus's output: shown (default) or dropped. */
  output?: 'inherit' | 'ignore';
  /**
   * The CPU priority (nice value) of each step's process, set as it starts:
   * the threads it starts from then on (bundler, page rendering) inherit it.
   */
  priority?: number;
  /** Stops the running step, and the build with it. */
  signal?: AbortSignal;
};

/** What each step runs with: the build's options, defaults filled in. */
type StepOptions = Required<Omit<BuildOptions, 'log' | 'priority'>> & { priority?: number };

function runStep(
  step: BuildStep,
  args: string[],
  { cwd, cli, env, output, priority, signal }: StepOptions,
): Promise<number> {
  const child = spawn(process.execPath, [...step.nodeOptions, cli, 'build', ...args], {
    cwd,
    stdio: output,
    env: { ...env, ...step.env },
  });
  if (priority !== undefined && child.pid) os.setPriority(child.pid, priority);
  const stop = () => child.kill();
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  }).finally(() => signal.removeEventListener('abort', stop));
}

/**
 * Runs the build steps in order; the exit status of the first that fails,
 * else 0 (1 when stopped through `signal`).
 */
export async function build(
  args: string[],
  {
    cwd = process.cwd(),
    cli = DOCUSAURUS_CLI,
    env = process.env,
    log = console.log,
    output = 'inherit',
    priority,
    signal = new AbortController().signal,
  }: BuildOptions = {},
): Promise<number> {
  const run: StepOptions = { cwd, cli, env, output, priority, signal };
  const [bundling, pages] = BUILD_STEPS;
  log(`› ${bundling.title}`);
  const bundled = await runStep(bundling, args, run);
  if (bundled !== 0) return bundled;
  if (signal.aborted) return 1;
  checkBundledOnly(outDirOf(args, cwd));
  log(`› ${pages.title}`);
  return runStep(pages, args, run);
}

runMain(__filename, (args) => build(args));
