/**
 * One benchmark run: builds (unless reusing one), measures sizes, serves the
 * build with nginx for the browser measurements, writes the report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_CACHE_ROOTS, RSPACK_CACHE_ROOT } from '../../src/cachePaths';
import { missingNginxParts, startNginx } from '../nginx/server';
import { docsDirOf, findDocVersion, LAST_VERSION } from '../../src/versions';
import { docAtUrl, readInventory } from '../../src/versions/inventory';
import { timedBuild, type BuildResult } from './build';
import { benchCi, npmRunner } from './ci';
import { timeDevStarts } from './devStart';
import { builtDocs } from '../inventory/builtRoutes';
import { BENCH_PAGES, firstLoad, mainBundle, type FirstLoad } from './firstLoad';
import { duration, mib } from './format';
import { chromiumPath, launchChromium } from '../chromium/chromium';
import { firstLoadsInBrowser, resourcesBeforeHydration } from './hydration';
import { runLighthouse, type LighthouseResults } from './lighthouse';
import { renderReport } from './report';
import { peakMemory, type BenchResults } from './results';
import { searchIndexSizes } from './searchIndex';

export const PAGES = BENCH_PAGES;

export type BenchOptions = {
  siteDir: string;
  /** The full build's folder (absolute). The latest-version-only build goes beside it, in <outDir>-v7. */
  outDir: string;
  /** Reuse the builds already in outDir (and <outDir>-v7). */
  skipBuild: boolean;
  /** Also build the latest version alone, for main.js growth. */
  compareV7: boolean;
  skipLighthouse: boolean;
  /** Lighthouse runs per page. */
  runs: number;
  /** Also run the CI plan's jobs one after another (tools/bench/ci.ts) and npm test. */
  ci?: boolean;
  reportFile: string;
};

export function v7OutDir(outDir: string): string {
  return `${outDir}-${findDocVersion(LAST_VERSION).label}`;
}

function machine(): string {
  const cpus = os.cpus();
  const load = os.loadavg()[0].toFixed(1);
  return `Node.js ${process.version}，${cpus.length} 核（${cpus[0]?.model.trim() ?? '?'}），内存 ${mib(os.totalmem())}，开始时 1 分钟平均负载 ${load}`;
}

async function buildOrReuse(
  options: BenchOptions,
  outDir: string,
  label: string,
  log: (line: string) => void,
  docsVersions?: string,
): Promise<BuildResult | undefined> {
  if (options.skipBuild) {
    if (!fs.existsSync(path.join(outDir, 'index.html')))
      throw new Error(`${outDir} 中没有构建结果：去掉 --skip-build 先构建一次`);
    log(`› 沿用 ${outDir} 中的构建（${label}）`);
    return undefined;
  }
  log(`› 构建${label} → ${outDir}（输出写入 ${outDir}.log）`);
  const build = await timedBuild({ siteDir: options.siteDir, outDir, label, docsVersions });
  log(`  ${duration(build.wallMs)}，峰值内存 ${mib(peakMemory(build))}`);
  return build;
}

/** The page edited for the one-page build: a benchmark page of an older version. */
export function editedPage(siteDir: string): { url: string; file: string } {
  const inventory = readInventory(siteDir);
  for (const url of PAGES) {
    const found = docAtUrl(inventory, url);
    if (found && found.version.name !== LAST_VERSION)
      return { url, file: path.join(siteDir, docsDirOf(found.version.name), found.doc.source) };
  }
  throw new Error(`基准页面中没有旧版本的页面：${PAGES.join('、')}`);
}

/**
 * The build a translator waits for after changing one page: a blank line
 * added at the end of an older version's page (its output is the same, its
 * version's inputs are not), built with the caches ready, then taken out.
 */
async function buildAfterEdit(
  options: BenchOptions,
  log: (line: string) => void,
): Promise<BenchResults['pageEdit']> {
  const { url, file } = editedPage(options.siteDir);
  const original = fs.readFileSync(file);
  fs.writeFileSync(file, Buffer.concat([original, Buffer.from('\n')]));
  try {
    const build = await buildOrReuse(options, options.outDir, `改了 ${url} 之后`, log);
    return build && { ...build, page: url };
  } finally {
    fs.writeFileSync(file, original);
  }
}

const DEV_PORT = 3917;
/** How many of the heaviest doc pages the report lists. */
const HEAVIEST_PAGES = 5;
/** npm start runs with the dev caches empty, and as many with them ready (medians in the report). */
const DEV_START_RUNS = 3;

/** The build caches a cold build starts without (see src/buildCache and Docusaurus's rspack cache). */
export function buildCacheDirs(siteDir: string): string[] {
  return BUILD_CACHE_ROOTS.map((root) => path.join(siteDir, root));
}

/**
 * What the benchmark needs besides Node (nginx as deployed, Debian's
 * Chromium), checked before the builds: without them it would fail only
 * after ten minutes of building.
 */
export function missingBenchTools(chromium = chromiumPath()): string[] {
  const missing = missingNginxParts();
  if (!fs.existsSync(chromium)) missing.push(`${chromium} 不存在`);
  return missing;
}

export async function runBench(
  options: BenchOptions,
  log: (line: string) => void,
): Promise<{ report: string; results: BenchResults }> {
  const missing = missingBenchTools();
  if (missing.length)
    throw new Error(
      `${missing.join('；')}。安装：sudo apt-get install chromium nginx libnginx-mod-http-brotli-static（或用 CHROMIUM_PATH、NGINX_PATH 指定路径）`,
    );
  const { outDir } = options;
  const where = machine();
  let coldBuild: BenchResults['coldBuild'];
  let devStart: BenchResults['devStart'];
  if (!options.skipBuild) {
    log('› 清空构建缓存，从零构建一次');
    for (const dir of buildCacheDirs(options.siteDir))
      fs.rmSync(dir, { recursive: true, force: true });
    coldBuild = await buildOrReuse(options, outDir, '全部版本（无缓存）', log);
  }
  // Straight after the build that filled the caches: the cold dev server
  // start below has been seen to slow the next production build's bundling
  // (30 s instead of 6–8 s), which is not what "caches ready" measures.
  const build = await buildOrReuse(options, outDir, '全部版本（缓存就绪）', log);
  const pageEdit = options.skipBuild ? undefined : await buildAfterEdit(options, log);
  if (!options.skipBuild) {
    log(
      `› npm start 到第一个页面（开发缓存为空 ${DEV_START_RUNS} 次，然后就绪 ${DEV_START_RUNS} 次）`,
    );
    devStart = await timeDevStarts({
      siteDir: options.siteDir,
      port: DEV_PORT,
      cacheRoot: path.join(options.siteDir, RSPACK_CACHE_ROOT),
      runs: DEV_START_RUNS,
      log: (ms) => log(`  ${duration(ms)}`),
    });
  }
  let v7: BenchResults['v7'];
  if (options.compareV7) {
    const dir = v7OutDir(outDir);
    const label = `仅 ${findDocVersion(LAST_VERSION).label}`;
    const v7Build = await buildOrReuse(options, dir, label, log, LAST_VERSION);
    v7 = { buildDir: dir, build: v7Build, mainJs: mainBundle(dir) };
  }

  log('› 统计体积与搜索索引');
  const mainJs = mainBundle(outDir);
  const searchIndexes = searchIndexSizes(outDir);

  log('› 用 nginx 提供构建结果，在 Chromium 中测每个文档页的首屏加载');
  const server = await startNginx({ buildDir: outDir });
  const pages: FirstLoad[] = [];
  let docPages: FirstLoad[];
  let lighthouse: LighthouseResults | undefined;
  try {
    const browser = await launchChromium();
    try {
      docPages = await firstLoadsInBrowser(
        browser,
        server.origin,
        outDir,
        builtDocs(outDir).map((doc) => doc.url),
      );
      for (const route of PAGES)
        pages.push(
          firstLoad(
            outDir,
            route,
            await resourcesBeforeHydration(browser, `${server.origin}${route}`),
          ),
        );
    } finally {
      await browser.close();
    }
    if (!options.skipLighthouse) {
      log(`› Lighthouse（每页 ${options.runs} 次，报告 JSON 写入 ${outDir}.lighthouse/）`);
      lighthouse = await runLighthouse({
        origin: server.origin,
        routes: PAGES,
        runs: options.runs,
        reportDir: `${outDir}.lighthouse`,
        log,
      });
    }
  } finally {
    await server.close();
  }

  let ci: BenchResults['ci'];
  if (options.ci) {
    const root = `${outDir}-ci`;
    log(`› CI 的作业依次在本机运行（输出写入 ${root}.log）`);
    fs.mkdirSync(path.dirname(root), { recursive: true });
    fs.writeFileSync(`${root}.log`, '');
    ci = await benchCi({
      siteDir: options.siteDir,
      root,
      run: npmRunner(options.siteDir, `${root}.log`),
      clearCaches: () => {
        for (const dir of buildCacheDirs(options.siteDir))
          fs.rmSync(dir, { recursive: true, force: true });
      },
      npmTest: true,
      log,
    });
  }

  const results: BenchResults = {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: where,
    buildDir: outDir,
    coldBuild,
    build,
    pageEdit,
    devStart,
    v7,
    mainJs,
    firstLoad: pages,
    allDocPages: { count: docPages.length, heaviest: docPages.slice(0, HEAVIEST_PAGES) },
    searchIndexes,
    lighthouse,
    ci,
  };
  const report = renderReport(results) + keptSection(options.reportFile);
  fs.mkdirSync(path.dirname(options.reportFile), { recursive: true });
  fs.writeFileSync(options.reportFile, report);
  return { report, results };
}

/** Figures measured by other means (the example check, a deploy) that a bench run keeps as they are. */
export const KEPT_HEADING = '## 其他测量';

function keptSection(reportFile: string): string {
  const old = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
  const at = old.indexOf(`\n${KEPT_HEADING}\n`);
  return at === -1 ? '' : old.slice(at);
}
