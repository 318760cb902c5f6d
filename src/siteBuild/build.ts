/**
 * The site's production build: one `docusaurus build` per doc version
 * (DOCS_BUILD_VERSION, the docs plugin's onlyIncludeVersions), each into its
 * own folder of the build cache, then merged into one site (./merge.ts). A
 * version whose inputs did not change since its last build is taken from the
 * cache (./inputs.ts). After the merge: a sitemap index and the
 * Content-Security-Policy over every version (./siteFiles.ts), and a check of
 * every link and anchor across the versions (./linkCheck.ts).
 *
 * CI spreads this over machines: each job builds one version
 * (`--only-version`) and hands on its output with the input key it was built
 * from; one job merges them (`--merge-from`), taking any version not handed
 * on from the cache or building it, under the same merge rule.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, ENV } from '../site';
import {
  DOC_VERSIONS,
  LAST_VERSION,
  docsDirOf,
  includedVersions,
  writtenVersions,
} from '../versions';
import { docAtUrl, readInventory, urlKey, type Inventory } from '../versions/inventory';
import { siteUrlOf } from '../serving/siteUrl';
import { VERSION_BUILDS_DIR, configurationName, versionInputKey } from './inputs';
import { mergeBuilds } from './merge';
import { writeSitePolicy, writeSitemaps } from './siteFiles';
import { checkLinks } from './linkCheck';
import { printConfigWarnings } from './configWarnings';

const siteDir = path.resolve(__dirname, '../..');
export const DOCUSAURUS_CLI = path.join(
  siteDir,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/** Our options taken out of Docusaurus's arguments (the rest go to each version's `docusaurus build`). */
export type SiteBuildArgs = {
  /** The merged site's folder (default build/), absolute; with `onlyVersion`, where its output goes. */
  outDir: string;
  /** `--only-version <name>`: build just this version, unmerged, into `<outDir>/<name>` (a CI job's part). */
  onlyVersion?: string;
  /** `--merge-from <dir>`: versions built elsewhere (`--only-version` outputs), absolute. */
  mergeFrom?: string;
  rest: string[];
};

const OWN_OPTIONS = {
  '--out-dir': 'outDir',
  '--only-version': 'onlyVersion',
  '--merge-from': 'mergeFrom',
} as const;

export function splitArgs(args: string[], cwd: string): SiteBuildArgs {
  const own: Partial<Record<(typeof OWN_OPTIONS)[keyof typeof OWN_OPTIONS], string>> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const name = OWN_OPTIONS[flag as keyof typeof OWN_OPTIONS];
    if (!name) {
      rest.push(args[i]);
      continue;
    }
    const value = inline ?? args[++i];
    if (!value) throw new Error(`${flag} 需要一个值`);
    own[name] = value;
  }
  return {
    outDir: path.resolve(cwd, own.outDir ?? 'build'),
    onlyVersion: own.onlyVersion,
    mergeFrom: own.mergeFrom && path.resolve(cwd, own.mergeFrom),
    rest,
  };
}

/**
 * A version's output as a CI job hands it on: its build in `<dir>/<name>/`
 * and the input key it was built from in `<dir>/<name>.key`.
 */
export function versionOutput(dir: string, name: string): { dir: string; keyFile: string } {
  return { dir: path.join(dir, name), keyFile: path.join(dir, `${name}.key`) };
}

export type BuildOptions = {
  cwd?: string;
  /** Docusaurus's command line (tests give a stand-in). */
  cli?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Docusaurus's output: shown (default) or dropped. */
  output?: 'inherit' | 'ignore';
  /** The CPU priority (nice value) of each version's build. */
  priority?: number;
  /** Where each version's build is kept. */
  buildsDir?: string;
  signal?: AbortSignal;
};

function runDocusaurus(
  version: string,
  args: string[],
  outDir: string,
  {
    cwd,
    cli,
    env,
    output,
    priority,
    signal,
  }: Required<Omit<BuildOptions, 'log' | 'priority' | 'buildsDir'>> & {
    priority?: number;
  },
): Promise<number> {
  const child = spawn(process.execPath, [cli, 'build', ...args, '--out-dir', outDir], {
    cwd,
    stdio: output,
    // The configuration's warnings were printed once by buildSite.
    env: { ...env, [ENV.buildVersion]: version, [ENV.configWarned]: '1' },
  });
  if (priority !== undefined && child.pid) os.setPriority(child.pid, priority);
  const stop = () => child.kill();
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  }).finally(() => signal.removeEventListener('abort', stop));
}

/** Where a page of the site is written (its source file), for the link check's report. */
function sourceOf(inventory: Inventory, url: string): string {
  const found = docAtUrl(inventory, url);
  return found ? `${docsDirOf(found.version.name)}/${found.doc.source}` : url;
}

export async function buildSite(
  args: string[],
  {
    cwd = process.cwd(),
    cli = DOCUSAURUS_CLI,
    env = process.env,
    log = console.log,
    output = 'inherit',
    priority,
    buildsDir = VERSION_BUILDS_DIR,
    signal = new AbortController().signal,
  }: BuildOptions = {},
): Promise<number> {
  const { outDir, onlyVersion, mergeFrom, rest } = splitArgs(args, cwd);
  printConfigWarnings(env);
  if (onlyVersion && mergeFrom) throw new Error('--only-version 与 --merge-from 不能同时使用');
  if (onlyVersion && !writtenVersions(siteDir).includes(onlyVersion))
    throw new Error(
      `--only-version ${onlyVersion}：没有这个已写好的版本（有 ${writtenVersions(siteDir).join('、')}）`,
    );
  const versions = onlyVersion
    ? [onlyVersion]
    : includedVersions(siteDir, env[ENV.docsVersions], 'build');
  // The latest version's build comes first: its site-wide files are kept.
  const ordered = onlyVersion
    ? versions
    : [LAST_VERSION, ...versions.filter((v) => v !== LAST_VERSION)];
  const builds: { name: string; dir: string }[] = [];
  const configDir = path.join(buildsDir, configurationName(env, rest));
  if (mergeFrom) {
    const extra = fs
      .readdirSync(mergeFrom)
      .filter((name) => name.endsWith('.key') && !versions.includes(name.slice(0, -4)));
    if (extra.length > 0)
      log(
        `› ${path.relative(cwd, mergeFrom)} 中的 ${extra.join('、')} 不在这次构建的版本中，不合并`,
      );
  }
  for (const [i, name] of ordered.entries()) {
    const label = DOC_VERSIONS.find((v) => v.name === name)?.label ?? name;
    const dir = path.join(configDir, name);
    const keyFile = path.join(configDir, `${name}.key`);
    const key = versionInputKey(siteDir, name, env);
    builds.push({ name, dir });
    const step = `构建 ${i + 1}/${ordered.length}：${label}`;
    const given = mergeFrom && versionOutput(mergeFrom, name);
    if (given && fs.existsSync(given.keyFile)) {
      // Built by another job: from these inputs, or the merge would mix two checkouts.
      const givenKey = fs.readFileSync(given.keyFile, 'utf8');
      if (givenKey !== key) {
        log(
          `${path.relative(cwd, given.dir)} 的构建来自不同的输入（输入键 ${givenKey.slice(0, 12)}，` +
            `本次检出是 ${key.slice(0, 12)}）：检出的提交、环境变量（${ENV.siteUrl} 等）或构建参数不一致`,
        );
        return 1;
      }
      log(`› ${step}（取自 ${path.relative(cwd, given.dir)}）`);
      fs.rmSync(keyFile, { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
      fs.cpSync(given.dir, dir, { recursive: true });
      fs.writeFileSync(keyFile, key);
      continue;
    }
    if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key && fs.existsSync(dir)) {
      log(`› ${step}（输入未变，沿用上次的构建）`);
      continue;
    }
    log(`› ${step}`);
    fs.rmSync(keyFile, { force: true });
    const code = await runDocusaurus(name, rest, dir, { cwd, cli, env, output, priority, signal });
    if (code !== 0) return code;
    if (signal.aborted) return 1;
    fs.writeFileSync(keyFile, key);
  }

  if (onlyVersion) {
    const to = versionOutput(outDir, onlyVersion);
    log(`› 写出 ${onlyVersion} 的构建到 ${path.relative(cwd, to.dir) || '.'}（不合并）`);
    fs.rmSync(to.dir, { recursive: true, force: true });
    fs.cpSync(builds[0].dir, to.dir, { recursive: true });
    fs.copyFileSync(path.join(configDir, `${onlyVersion}.key`), to.keyFile);
    return 0;
  }

  log(`› 合并 ${builds.length} 个版本的构建到 ${path.relative(cwd, outDir) || '.'}`);
  mergeBuilds(builds, outDir);
  writeSitemaps(builds, outDir, `${siteUrlOf(env[ENV.siteUrl]).url}${BASE_URL}`);
  writeSitePolicy(outDir);

  const inventory = readInventory(siteDir);
  const broken = checkLinks(
    outDir,
    new Set(
      inventory.versions
        .filter((v) => !versions.includes(v.name))
        .flatMap((v) => v.docs.filter((d) => !d.pending).map((d) => urlKey(d.permalink))),
    ),
  );
  if (broken.length > 0) {
    const lines = broken
      .slice(0, 50)
      .map((b) => `- ${sourceOf(inventory, b.page)}（${b.page}）：${b.href} ${b.reason}`);
    log(`链接检查失败：${broken.length} 个链接指向不存在的页面或锚点：\n${lines.join('\n')}`);
    return 1;
  }
  return 0;
}
