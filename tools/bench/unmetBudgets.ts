/**
 * Why a budget is not met, for the budgets whose cause lies outside what
 * this site can change within Docusaurus's supported APIs, said in the
 * report with the numbers. The report lists the reason under
 * the budget table whenever one of the rows it covers is not met.
 */
import type { BudgetRow } from './budgets';

export type UnmetReason = { title: string; rows: RegExp; reason: string };

export const UNMET_REASONS: UnmetReason[] = [
  {
    title: '搜索索引',
    rows: /^搜索索引（gzip）/,
    reason:
      '最新的两个版本超出：v8 新增了五个插件页面和三篇升级指南，v9 又多了两篇 9.0 升级指南（各有大张的 API 对照表）。索引已只收录插件 API 参考部分的名称、不收录代码块，并由 src/plugins/search-local/trimIndex.ts 精简（每个词每节只保留一个位置、分数保留两位小数、常见词不进排序向量）。再压缩只能牺牲搜索质量（更多常见词退出排序、分数取一位小数，合计不到所需的一半），或者扩展插件的中文停用词表（要同时改索引和浏览器端的查询，属于修改插件内部）。索引每个版本一个，读者只下载正在阅读的版本的索引，支持 brotli 的浏览器收到的是更小的 .br 文件。端到端测试按预算加上八个版本时的余量（tools/bench/budgets.ts 的 EIGHT_VERSION_SLIP）把关。',
  },
  {
    title: '首屏 JS + CSS 与 main.js 增长',
    rows: /^(首屏 JS\+CSS|main\.js 增长)/,
    reason:
      '八个版本时超出：Docusaurus 把所有版本的全部路由放进每个页面都要加载的 main.js（路由表、分块登记表、路由到分块名的映射、文档插件的全局数据），第八个版本（v9，/docs/next）又加了约 150 个路由，main.js 随之增长；超出最多的是内容最长的 API 页面（Google Maps、Local Notifications、Camera），它们自己的内容分块最大。src/plugins/client-bundle 已把这些路由数据改写成最紧凑的等价形式，代码高亮也已在构建时完成；按版本要求，不再为达标新增改写 Docusaurus 生成文件的代码。下一步是改变版本的构建方式（每个版本单独构建，main.js 只含本版本的路由，facebook/docusaurus#7256）。在那之前，端到端测试按预算加上八个版本时的余量（tools/bench/budgets.ts 的 EIGHT_VERSION_SLIP）把关，不允许继续增长。页面内容增多时，先看“全部文档页中最重的几页”表和各页最大的文件表。',
  },
  {
    title: 'Lighthouse 性能',
    rows: /^Lighthouse 性能/,
    reason:
      '启动代码已拆成短任务：页面所需的分块由 HTML 列出、与 main.js 同时下载，main.js 的模块分步求值（src/plugins/client-bundle/paintFirst.ts），水合及其后的两次重新渲染以过渡方式分片进行，链接预取在空闲时进行。未达标时先看 Lighthouse 报告（`<输出目录>.lighthouse/`）中的长任务：同一页面多次运行的 TBT 可差 100 毫秒以上，机器同时有其他任务时尤甚。',
  },
  {
    title: '从零构建的时间',
    rows: /^构建墙钟时间（全部版本，无缓存）/,
    reason:
      '八个版本共 1080 个页面，从零构建时两个核几乎一直满载，墙钟时间随之超过 80 秒的预算，并随宿主机的负载波动。构建分两个进程（scripts/build.ts）：打包的一步受主线程限制，Docusaurus 的 MDX 加载器在主线程上编译全部页面（解析、remark 与 rehype 插件，包括构建时给代码块分词），Rspack 自己的工作（解析、代码生成、压缩）只占一小部分；加载器的选项里有函数，不能交给 Rspack 的并行加载器在工作线程中运行，要并行编译只能绕开 Docusaurus 替换它生成的加载器配置，不在它支持的 API 之内。第二个进程生成全部页面，随后并行生成八个版本的搜索索引并预压缩。页面数每加一个版本就增加约 150 个，这几步都按页面数增长；按版本要求，不再为达标改写 Docusaurus 的内部。下一步是按版本分开构建（Docusaurus 文档插件的 onlyIncludeVersions）：内容未变的版本直接取自缓存，各版本可以在不同的进程或 CI 机器上构建。缓存就绪后的构建见下一行。',
  },
  {
    title: '缓存就绪后的构建时间',
    rows: /^构建墙钟时间（全部版本，缓存就绪）/,
    reason:
      '缓存就绪后，Rspack 从持久缓存恢复，构建后步骤的产物（预压缩副本、Markdown 副本、搜索索引）取自 src/buildCache，但静态生成每次都要重新渲染全部 1080 个页面（Docusaurus 没有为它提供缓存），两个进程各要启动 Node 并加载站点；分块文件按构建哈希命名，构建哈希一变，全部分块和引用它们的页面都要重新预压缩。这些都随版本数增长，按版本分开构建后，只有内容变了的版本才需要重建。',
  },
  {
    title: '构建峰值内存',
    rows: /^构建峰值内存/,
    reason:
      '构建分两个进程（scripts/build.ts），峰值是其中较大的一个，通常是打包的一步：Rspack 在编译结束、编译器关闭之后仍占着大量原生内存，直到进程退出（web-infra-dev/rspack#14734），其中一部分属于持久缓存（#11185）；页面生成因此放在新的进程里。八个版本时，打包一步要编译的页面和模块比七个版本时多约六分之一，峰值随之越过 2 GB。峰值出现在 Rspack 的收尾阶段（优化、压缩、写持久缓存），各次之间相差可达 0.2 GB。按版本分开构建后，每个进程只编译一个版本。',
  },
  {
    title: '开发缓存为空时的 npm start',
    rows: /^npm start 到第一个页面（默认的最新版本与 next，开发缓存为空）/,
    reason:
      '开发缓存为空时，npm start 要启动 Docusaurus 命令行、加载站点配置和两个版本（最新版本与 next）的文档，再用 Rspack 编译主题和这两个版本的约 300 个页面，然后才提供第一个页面；计时到页面标题在 Chromium 中出现为止。页面按需编译（Rspack 懒编译）需要把它接进 Docusaurus 的开发服务器，这正是要去掉的改动；开发缓存就绪后只需几秒。只改一个版本时，用 `DOCS_VERSIONS=v7 npm start` 之类只启动那个版本与最新版本。',
  },
];

/** The reasons that explain at least one unmet row, each with the items it covers. */
export function unmetReasons(
  rows: BudgetRow[],
  reasons: UnmetReason[] = UNMET_REASONS,
): { reason: UnmetReason; items: string[] }[] {
  return reasons
    .map((reason) => ({
      reason,
      items: rows
        .filter((row) => row.met === false && reason.rows.test(row.item))
        .map((row) => row.item),
    }))
    .filter((entry) => entry.items.length > 0);
}
