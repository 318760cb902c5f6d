/**
 * The site's production build: one `docusaurus build` per doc version
 * (DOCS_BUILD_VERSION, the docs plugin's onlyIncludeVersions), each into its
 * own folder of the build cache, then merged into one site (./merge.ts). A
 * version whose inputs did not change since its last build is taken from the
 * cache (./inputs.ts). After the merge: a sitemap index and the
 * Content-Security-Policy over every version (./siteFiles.ts), and a check of
 * every link and anchor across the versions (./linkCheck.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, ENV } from '../site';
import { DOC_VERSIONS, LAST_VERSION, docsDirOf, includedVersions } from '../versions';
import { docAtUrl, readInventory, urlKey, type Inventory } from '../versions/inventory';
import { siteUrlOf } from '../serving/siteUrl';
import { VERSION_BUILDS_DIR, configurationName, versionInputKey } from './inputs';
import { mergeBuilds } from './merge';
import { writeSitePolicy, writeSitemaps } from './siteFiles';
import { checkLinks } from './linkCheck';

const siteDir = path.resolve(__dirname, '../..');
export const DOCUSAURUS_CLI = path.join(
  siteDir,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/** `--out-dir` taken out of Docusaurus's arguments: the merged site's folder (default build/), absolute. */
export function splitOutDir(args: string[], cwd: string): { outDir: string; rest: string[] } {
  let outDir = 'build';
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--out-dir') outDir = args[++i] ?? outDir;
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else rest.push(arg);
  }
  return { outDir: path.resolve(cwd, outDir), rest };
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
    env: { ...env, [ENV.buildVersion]: version },
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
  const { outDir, rest } = splitOutDir(args, cwd);
  const versions = includedVersions(siteDir, env[ENV.docsVersions], 'build');
  // The latest version's build comes first: its site-wide files are kept.
  const ordered = [LAST_VERSION, ...versions.filter((v) => v !== LAST_VERSION)];
  const builds: { name: string; dir: string }[] = [];
  const configDir = path.join(buildsDir, configurationName(env, rest));
  for (const [i, name] of ordered.entries()) {
    const label = DOC_VERSIONS.find((v) => v.name === name)?.label ?? name;
    const dir = path.join(configDir, name);
    const keyFile = path.join(configDir, `${name}.key`);
    const key = versionInputKey(siteDir, name, env);
    builds.push({ name, dir });
    const step = `构建 ${i + 1}/${ordered.length}：${label}`;
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
