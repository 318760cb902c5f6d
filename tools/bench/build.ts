/**
 * A timed production build: `npm run build` (scripts/build.ts) into its own
 * folder, with its own generated-files folder (it does not race other builds
 * over .docusaurus), under GNU time (`/usr/bin/time -v`: the largest single
 * process's peak RSS) while the process tree's total RSS is sampled with ps.
 * DOCUSAURUS_PERF_LOGGER=true makes Docusaurus print its phase timings.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { ENV } from '../../src/site';

export const GNU_TIME = '/usr/bin/time';
const SAMPLE_INTERVAL_MS = 500;

export type Phase = { label: string; ms: number };

export type BuildResult = {
  /** What was built, e.g. "全部版本" */
  label: string;
  outDir: string;
  /** DOCS_VERSIONS for this build; undefined: all written versions. */
  docsVersions?: string;
  wallMs: number;
  /** Peak RSS of the largest single process (GNU time), bytes; undefined without /usr/bin/time. */
  maxRss?: number;
  /** Peak of the summed RSS of the build's process tree, sampled every 500 ms, bytes. */
  treePeakRss: number;
  /** Docusaurus' top-level phases of the locale build, in order, and the locale total last. */
  phases: Phase[];
  logFile: string;
};

export function stripAnsi(text: string): string {
  return stripVTControlCharacters(text);
}

/**
 * Timings printed by Docusaurus' PerfLogger: "[PERF] Build > zh-Hans > SSG -
 * 3.57 seconds! - (Heap …)". Lines without a duration are skipped.
 */
export function parsePerfLog(log: string): Phase[] {
  const phases: Phase[] = [];
  for (const line of stripAnsi(log).split('\n')) {
    const match = /^\[PERF\](?:\[KO\])? (.+) - (\d+(?:\.\d+)?) (ms|seconds!) - \(Heap /.exec(
      line.trim(),
    );
    if (!match) continue;
    const value = Number(match[2]);
    phases.push({ label: match[1], ms: match[3] === 'ms' ? value : value * 1000 });
  }
  return phases;
}

/**
 * The phases that make up a build, "Build > <locale> > <phase>" (load site,
 * bundling, SSG, postBuild() …), with their short names, followed by their
 * sum as "总计". The build runs Docusaurus twice (scripts/build.ts), and
 * the first run exits without printing its total: a phase both runs have
 * (loading the site) is one row with the time of both.
 */
export function topPhases(phases: Phase[]): Phase[] {
  const byLabel = new Map<string, number>();
  for (const phase of phases) {
    const parts = phase.label.split(' > ');
    if (parts[0] === 'Build' && parts.length === 3)
      byLabel.set(parts[2], (byLabel.get(parts[2]) ?? 0) + phase.ms);
  }
  if (!byLabel.size) return [];
  const result = [...byLabel].map(([label, ms]) => ({ label, ms }));
  return [...result, { label: '总计', ms: result.reduce((sum, phase) => sum + phase.ms, 0) }];
}

/** "Maximum resident set size (kbytes): 1088792" of `/usr/bin/time -v`, in bytes. */
export function parseGnuTimeMaxRss(text: string): number | undefined {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** Summed RSS (bytes) of `root` and its descendants in `ps -e -o pid=,ppid=,rss=` output. */
export function treeRss(psOutput: string, root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of psOutput.split('\n')) {
    const fields = line.trim().split(/\s+/).map(Number);
    if (fields.length !== 3 || fields.some((n) => !Number.isFinite(n))) continue;
    const [pid, ppid, kib] = fields;
    rss.set(pid, kib * 1024);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = rss.has(root) ? [root] : [];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const run = promisify(execFile);

/** Samples the process tree's RSS until stopped; resolves with its peak (bytes). */
function sampleTreeRss(root: number): { stop: () => Promise<number> } {
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
        peak = Math.max(peak, treeRss(stdout, root));
      } catch {
        // ps missing or failing: no samples.
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_INTERVAL_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return peak;
    },
  };
}

/**
 * The environment of a build: local search (SEARCH_PROVIDER unset), the
 * given versions (DOCS_VERSIONS unset: all written ones), phase timings on,
 * no colours.
 */
export function buildEnv(
  base: NodeJS.ProcessEnv,
  { docsVersions, generatedDir }: { docsVersions?: string; generatedDir: string },
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    DOCUSAURUS_PERF_LOGGER: 'true',
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir,
    FORCE_COLOR: '0',
  };
  delete env[ENV.searchProvider];
  delete env[ENV.docsVersions];
  delete env.NO_COLOR;
  if (docsVersions) env[ENV.docsVersions] = docsVersions;
  return env;
}

/** Builds the site into `outDir`; its output goes to `<outDir>.log`. Throws when the build fails. */
export async function timedBuild({
  siteDir,
  outDir,
  label,
  docsVersions,
}: {
  siteDir: string;
  outDir: string;
  label: string;
  docsVersions?: string;
}): Promise<BuildResult> {
  const logFile = `${outDir}.log`;
  const timeFile = `${outDir}.time`;
  const generatedDir = path.join(siteDir, '.bench', path.basename(outDir));
  // The production build as `npm run build` runs it (its two steps).
  const command = [process.execPath, '--import', 'tsx', path.join(siteDir, 'scripts/build.ts')];
  const args = [...command, '--out-dir', outDir];
  const withTime = fs.existsSync(GNU_TIME);
  fs.rmSync(timeFile, { force: true });
  const log = fs.openSync(logFile, 'w');
  const started = performance.now();
  const child = withTime
    ? spawn(GNU_TIME, ['-v', '-o', timeFile, ...args], {
        cwd: siteDir,
        env: buildEnv(process.env, { docsVersions, generatedDir }),
        stdio: ['ignore', log, log],
      })
    : spawn(args[0], args.slice(1), {
        cwd: siteDir,
        env: buildEnv(process.env, { docsVersions, generatedDir }),
        stdio: ['ignore', log, log],
      });
  const sampler = sampleTreeRss(child.pid!);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  const wallMs = performance.now() - started;
  const treePeakRss = await sampler.stop();
  fs.closeSync(log);
  if (code !== 0) throw new Error(`构建失败（退出码 ${code}），见 ${logFile}`);
  const output = fs.readFileSync(logFile, 'utf8');
  return {
    label,
    outDir,
    docsVersions,
    wallMs,
    maxRss: withTime ? parseGnuTimeMaxRss(fs.readFileSync(timeFile, 'utf8')) : undefined,
    treePeakRss,
    phases: topPhases(parsePerfLog(output)),
    logFile,
  };
}
