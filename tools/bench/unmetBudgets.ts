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
      '最新的两个版本超出：v8 新增了五个插件页面和三篇升级指南，v9 又多了两篇 9.0 升级指南（各有大张的 API 对照表）。索引只收录插件 API 参考部分的名称和方法简介、不收录代码块，并由 src/plugins/search-local/trimIndex.ts 精简：每个词每节只保留一个位置，分数保留一位小数，常见词不进排序向量，不表达主题的词（src/data/searchStopWords.ts）不进索引。剩下的大头是各小节的正文（结果摘要由它截取）和倒排表，分布在全部页面上，没有哪一页特别大。再压缩只能牺牲搜索质量：截短长小节的正文（命中在后半段时摘要没有上下文），或让“中”“会”“时”这类单字退出索引（浏览器端的分词把不认识的单字当作长词的开头，含这些字的查询会找到更少）。索引每个版本一个，读者只下载正在阅读的版本的索引，支持 brotli 的浏览器收到的是更小的 .br 文件。端到端测试把每个索引限制在 tools/bench/budgets.ts 的 SEARCH_INDEX_CEILING_GZIP 之内，索引不会再不知不觉地变大。',
  },
  {
    title: '首屏 JS + CSS 与 main.js 增长',
    rows: /^(首屏 JS\+CSS|main\.js 增长)/,
    reason:
      '超出时：每个版本单独构建（scripts/build.ts），main.js 只含本版本的路由、分块登记和全局数据，不再改写 Docusaurus 生成的文件；代码高亮在构建时完成，浏览器不加载 Prism（src/plugins/no-prism）。剩下的大头是页面自己的内容分块，超出最多的是内容最长的 API 页面（Google Maps、Local Notifications、Camera）。端到端测试按这一预算检查每个文档页。页面内容增多时，先看“全部文档页中最重的几页”表和各页最大的文件表。',
  },
  {
    title: 'Lighthouse 性能',
    rows: /^Lighthouse 性能/,
    reason:
      '启动代码是 Docusaurus 的原样（去掉了替换其客户端入口和钩子的 src/plugins/client-bundle）。Link 在链接进入视口时预取路由，原来水合后在同一个任务里插入几百个 `<link rel=prefetch>`，现在由 src/plugins/idle-prefetch 推迟到空闲时、每个路径一次。剩下的长任务主要是长页面（v8 的 Camera 页有几十个代码块和上百行参考表格）的水合与提交：主题的代码块在水合时各自挂上换行检测（MutationObserver、窗口尺寸监听），随后再渲染一次；提交阶段要遍历整棵组件树，不能分片。再往下要么拆分页面，要么替换主题的代码块实现。未达标时先看 Lighthouse 报告（`<输出目录>.lighthouse/`）中的长任务：同一页面多次运行的 TBT 可差 100 毫秒以上，机器同时有其他任务时尤甚。',
  },
  {
    title: '从零构建的时间',
    rows: /^构建墙钟时间（全部版本，无缓存）/,
    reason:
      '八个版本共 1080 个页面，每个版本单独构建（scripts/build.ts）：每次构建都要启动 Node、加载站点、用 Rspack 打包主题和这个版本的页面、生成页面并写出搜索索引和 Markdown 副本，这些固定开销每个版本付一次，所以全部从零构建比一次构建全部版本慢，在两核机器上超出 80 秒的预算，并随宿主机的负载波动。Docusaurus 的 MDX 加载器在主线程上编译页面，加载器的选项里有函数，不能交给 Rspack 的并行加载器在工作线程中运行。只有所有版本的输入都变了（例如升级依赖）才需要全部重建：输入没变的版本直接沿用上次的构建，各版本也可以在不同的 CI 机器上构建；在同一台两核机器上同时构建两个版本所省有限，每次构建的打包和静态生成已用满两个核。改一个页面后的构建见“改了旧版本的一个页面”一行。',
  },
  {
    title: '缓存就绪后的构建时间',
    rows: /^构建墙钟时间（(全部版本|改了旧版本的一个页面)，缓存就绪）/,
    reason:
      '各版本的输入都没变时只做合并和跨版本的检查；改了一个版本的页面，只重建那个版本（Rspack 从持久缓存恢复，构建后步骤的产物取自 src/buildCache）。静态生成每次都要重新渲染这个版本的全部页面，Docusaurus 没有为它提供缓存。',
  },
  {
    title: '构建峰值内存',
    rows: /^构建峰值内存/,
    reason:
      '每个版本单独构建，一次一个进程，峰值是其中最大的一个，通常是页面最多的版本在 Rspack 收尾阶段（优化、压缩、写持久缓存）：Rspack 在编译结束后仍占着大量原生内存直到进程退出（web-infra-dev/rspack#14734），其中一部分属于持久缓存（#11185）。',
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
