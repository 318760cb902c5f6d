/** The Markdown benchmark report. */
import { budgetRows, verdict, type BudgetRow } from './budgets';
import type { BuildResult, Phase } from './build';
import { NOT_COUNTED, type CiBenchResults } from './ci';
import { DEV_START_PAGE, PAGE_TITLE } from './devStart';
import { duration, kib, mib, table } from './format';
import { BLOCKED_URL_PATTERNS, type LighthouseResults } from './lighthouse';
import { peakMemory, type BenchResults } from './results';
import type { FirstLoad } from './firstLoad';
import type { FileSize } from './sizes';
import { unmetReasons } from './unmetBudgets';

/** How many of a page's largest files the report lists. */
export const LARGEST_FILES = 5;

const CATEGORY_NAMES: Record<string, string> = {
  accessibility: '无障碍',
  'best-practices': '最佳实践',
};

function builds(results: BenchResults): BuildResult[] {
  return [results.coldBuild, results.build, results.pageEdit, results.v7?.build].filter(
    (b): b is BuildResult => b !== undefined,
  );
}

/** One row per phase label (in the order first seen), one column per build. */
export function phaseTable(list: BuildResult[]): string {
  const labels: string[] = [];
  for (const build of list)
    for (const phase of build.phases) if (!labels.includes(phase.label)) labels.push(phase.label);
  const cell = (phases: Phase[], label: string) => {
    const phase = phases.find((p) => p.label === label);
    return phase ? duration(phase.ms) : '—';
  };
  return table(
    ['阶段', ...list.map((b) => b.label)],
    labels.map((label) => [label, ...list.map((b) => cell(b.phases, label))]),
  );
}

function buildSection(results: BenchResults): string[] {
  const list = builds(results);
  if (list.length === 0)
    return ['## 构建', '', `未构建（--skip-build），沿用 ${results.buildDir} 中已有的构建结果。`];
  const lines = [
    '## 构建',
    '',
    table(
      [
        '构建',
        '输出目录',
        '墙钟时间',
        '峰值内存',
        '最大单进程 RSS（GNU time）',
        '进程树 RSS 合计（采样）',
      ],
      list.map((b) => [
        b.label,
        `\`${b.outDir}\``,
        duration(b.wallMs),
        mib(peakMemory(b)),
        b.maxRss === undefined ? '—' : mib(b.maxRss),
        mib(b.treePeakRss),
      ]),
    ),
  ];
  if (list.some((b) => b.phases.length > 0))
    lines.push('', '### 各阶段耗时（`DOCUSAURUS_PERF_LOGGER=true`）', '', phaseTable(list));
  return lines;
}

/** A file's cells in the size tables: its name, raw and gzip sizes. */
function sizeCells(size: FileSize): string[] {
  return [`\`${size.file}\``, kib(size.raw), kib(size.gzip)];
}

/** A page's largest file that not every one of `pages` loads: what makes the page heavier than the others. */
function largestOwnFile(page: FirstLoad, pages: FirstLoad[]): FileSize | undefined {
  return page.files.find(
    (file) => !pages.every((other) => other.files.some((f) => f.file === file.file)),
  );
}

function firstLoadSection(results: BenchResults): string[] {
  const lines = [
    '## 首屏 JS + CSS',
    '',
    '页面 HTML 引用的脚本和样式表（包括页面所需的路由分块），加上 Docusaurus 在水合前另外加载的分块（在 Chromium 中观察到的）。',
    '',
    table(
      ['页面', '文件数（HTML 引用 + 水合前加载）', '原始', 'gzip'],
      results.firstLoad.map((page) => [
        page.route,
        `${page.files.length}（${page.fromHtml} + ${page.files.length - page.fromHtml}）`,
        kib(page.raw),
        kib(page.gzip),
      ]),
    ),
    '',
    `### 各页最大的 ${LARGEST_FILES} 个文件`,
    '',
    table(
      ['页面', '文件', '原始', 'gzip'],
      results.firstLoad.flatMap((page) =>
        page.files.slice(0, LARGEST_FILES).map((file) => [page.route, ...sizeCells(file)]),
      ),
    ),
    '',
    `### 全部 ${results.allDocPages.count} 个文档页中最重的 ${results.allDocPages.heaviest.length} 页`,
    '',
    '只按页面 HTML 列出的文件计算（上面的浏览器测量和端到端测试都确认，水合前加载的分块 HTML 都已列出）。',
    '',
    table(
      ['页面', '文件数', '原始', 'gzip', '其他几页不加载的最大文件'],
      results.allDocPages.heaviest.map((page) => {
        const own = largestOwnFile(page, results.allDocPages.heaviest);
        return [
          page.route,
          String(page.files.length),
          kib(page.raw),
          kib(page.gzip),
          own ? `\`${own.file}\`（${kib(own.gzip)}）` : '—',
        ];
      }),
    ),
    '',
    '### main.js',
    '',
  ];
  const rows = [['全部版本', ...sizeCells(results.mainJs)]];
  if (results.v7) {
    const { mainJs } = results.v7;
    rows.push(
      [results.v7.build?.label ?? '仅最新版本', ...sizeCells(mainJs)],
      ['增长', '', kib(results.mainJs.raw - mainJs.raw), kib(results.mainJs.gzip - mainJs.gzip)],
    );
  }
  lines.push(table(['构建', '文件', '原始', 'gzip'], rows));
  return lines;
}

function searchSection(results: BenchResults): string[] {
  return [
    '## 搜索索引',
    '',
    table(
      ['版本', '文件', '原始', 'gzip'],
      results.searchIndexes.map((index) => [index.version, ...sizeCells(index)]),
    ),
  ];
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms)} ms`);
const score = (value: number | null) => (value === null ? '—' : String(value));

export function lighthouseSection(lighthouse: LighthouseResults | undefined): string[] {
  if (!lighthouse) return ['## Lighthouse', '', '未运行（--skip-lighthouse）。'];
  const lines = [
    '## Lighthouse',
    '',
    `Lighthouse ${lighthouse.lighthouseVersion || '?'}，${lighthouse.userAgent || 'Chromium'}；` +
      `移动端预设，默认的模拟节流；每页 ${lighthouse.runsPerPage} 次，每项取中位数。`,
    '',
    table(
      ['页面', '性能', '无障碍', '最佳实践', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', '成功次数'],
      lighthouse.pages.map((p) => [
        p.route,
        score(p.scores.performance),
        score(p.scores.accessibility),
        score(p.scores['best-practices']),
        seconds(p.metrics.fcp),
        seconds(p.metrics.lcp),
        millis(p.metrics.tbt),
        p.metrics.cls === null ? '—' : p.metrics.cls.toFixed(3),
        seconds(p.metrics.si),
        `${p.runs}/${lighthouse.runsPerPage}`,
      ]),
    ),
    '',
    '### 未通过的审计（无障碍、最佳实践）',
    '',
  ];
  const failed = lighthouse.pages.flatMap((p) =>
    p.failed.map((a) => [
      p.route,
      CATEGORY_NAMES[a.category] ?? a.category,
      `\`${a.id}\`：${a.title}`,
      `${a.runs}/${p.runs}`,
    ]),
  );
  lines.push(failed.length ? table(['页面', '类别', '审计', '未通过次数'], failed) : '无。');
  const errors = lighthouse.pages.flatMap((p) => p.errors.map((e) => `- ${p.route}：${e}`));
  if (errors.length) lines.push('', '### 失败的运行', '', ...errors);
  return lines;
}

/** Why the unmet budgets are not met (./unmetBudgets.ts); nothing when all are met. */
/** Each CI scenario's jobs, its critical path, and what a real run adds. */
export function ciSection(ci: CiBenchResults | undefined): string[] {
  if (!ci) return [];
  const lines = ['## CI（计划中的作业在本机依次运行）', ''];
  for (const run of [ci.pullRequest, ci.cold]) {
    const plan = run.plan.full
      ? '全部测试'
      : `构建 ${run.plan.versions.join('、')}，测试 ${run.plan.pages.length} 个页面（改动的页面和冒烟集）`;
    lines.push(
      `### ${run.label}`,
      '',
      `计划：${plan}。`,
      '',
      table(
        ['阶段', '作业', '时间', '结果'],
        run.jobs.map((job) => [job.stage, job.name, duration(job.ms), job.ok ? '通过' : '失败']),
      ),
      '',
      `关键路径（沿作业的 needs 最长的一条路线，每个阶段取最慢的作业）：${run.criticalPath.stages
        .map((s) => `${s.job} ${duration(s.ms)}`)
        .join(' + ')} = **${duration(run.criticalPath.ms)}**。`,
      '',
    );
  }
  lines.push(
    `未计入关键路径（本机上没有这些开销，GitHub 上每个作业都要另加）：${NOT_COUNTED.join('、')}。`,
  );
  if (ci.npmTest)
    lines.push(
      '',
      `一次运行全部的 \`npm test\`（缓存全空）：${duration(ci.npmTest.ms)}${ci.npmTest.ok ? '' : '（失败）'}。`,
    );
  return [...lines, ''];
}

function unmetSection(rows: BudgetRow[]): string[] {
  const entries = unmetReasons(rows);
  if (entries.length === 0) return [];
  const lines = ['### 未达标的原因', ''];
  for (const { reason, items } of entries)
    lines.push(`**${reason.title}**（${items.length} 项）：${reason.reason}`, '');
  return lines;
}

export function renderReport(results: BenchResults): string {
  const rows = budgetRows(results);
  const count = (met: boolean | null) => rows.filter((r) => r.met === met).length;
  return [
    '# 性能基准报告',
    '',
    `由 \`npm run bench\` 生成于 ${results.date}；${results.machine}。`,
    '',
    '## 预算',
    '',
    `${count(true)} 项达标，${count(false)} 项未达标，${count(null)} 项未测。`,
    '',
    table(
      ['项目', '实测', '预算', '结果'],
      rows.map((r) => [r.item, r.measured, r.budget, verdict(r.met)]),
    ),
    '',
    ...unmetSection(rows),
    ...buildSection(results),
    '',
    ...firstLoadSection(results),
    '',
    ...searchSection(results),
    '',
    ...lighthouseSection(results.lighthouse),
    '',
    ...ciSection(results.ci),
    '## 测量方法',
    '',
    '- 构建：`npm run build -- --out-dir <目录>`（`scripts/build.ts`：每个版本单独运行一次 `docusaurus build`，再合并），使用单独的生成文件目录（`.bench/`），不与其他构建争用 `.docusaurus`。全部版本构建两次：先清空构建缓存（`node_modules/.cache` 中 Rspack 的持久缓存、预压缩副本、Markdown 副本和各版本的构建），再在缓存就绪、内容未改时重建一次（各版本的构建都沿用，只做合并和检查）；日常改几页后的构建介于两者之间。每次构建都在 `/usr/bin/time -v` 下运行，同时每 500 ms 用 `ps` 统计整个进程树的 RSS 之和。峰值内存取两者中较大者。这台机器上若同时有其他任务，墙钟时间会偏长。',
    `- npm start：在从零构建之后运行六次 \`npm start\`（前三次开发缓存为空：每次之前删掉上一次新建的开发缓存；后三次已就绪，预算取各三次的中位数），在 Chromium 中打开 \`${DEV_START_PAGE}\`，计时到页面标题（\`${PAGE_TITLE}\`）出现为止，随后停止。`,
    '- CI（`--ci`）：`tools/bench/ci.ts` 按 CI 计划（`tools/ci/plan.ts`）把工作流的各个作业用同样的命令在本机依次运行并分别计时（`nice -n 10`，输出在 `<构建目录>-ci.log`），先是缓存全空的完整运行（它留下的缓存相当于 main 的运行保存的缓存），再是给 v7 的一个页面末尾加一个空行的拉取请求（计划只构建 v7、测试改动的页面和冒烟集；计划作业的时间是同一命令在空差异上的时间），最后清空缓存运行一次 `npm test`。关键路径假定每个作业有自己的 runner：沿 `ci.yml` 中各作业的 needs（读自工作流本身：检查与单元测试作业只等 plan，与 build → merge → e2e 并行）最长的一条路线，每个阶段取最慢的作业。',
    '- 体积：原始字节数，以及 gzip（级别 9，与构建生成的 `.gz` 副本相同）后的字节数；1 KiB = 1024 字节。',
    '- 首屏 JS + CSS：HTML 中的 `<script src>`、`<link rel=stylesheet>`、`<link rel=preload as=script|style>`、`<link rel=modulepreload>`，加上客户端入口在 `hydrateRoot` 之前另外加载的分块（在 Chromium 中读取水合开始时的 Resource Timing 记录，浏览器缓存关闭；页面的路由分块在 main.js 开始运行后才加载，HTML 中没有列出）。全部文档页的最重几页也这样逐页测量。',
    `- Lighthouse：经 nginx（部署配置）提供构建结果，chrome-launcher 每次运行启动一个新的 Debian Chromium；第三方主机（${BLOCKED_URL_PATTERNS.map((p) => `\`${p}\``).join('、')}）被屏蔽，只测本站自己的代码。`,
    '',
  ].join('\n');
}
