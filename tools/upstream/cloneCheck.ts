/**
 * Guards for the tools that write records or the English state from a
 * clone of the English docs: a clone older than what a page already
 * records would write false freshness (stale notices, records moved back),
 * so they refuse; a clone on another branch than upstream's default gets a
 * warning.
 */
import { branches, commitId, containsCommit, type UpstreamRepo } from '../common/git';
import type { UpstreamRecord } from './record';

/** Throws, in Chinese, naming each page whose recorded commit the clone's HEAD does not contain. */
export function refuseOlderClone(
  repo: UpstreamRepo,
  pages: { file: string; record: UpstreamRecord }[],
): void {
  const head = commitId(repo);
  const behind = pages.filter((p) => !containsCommit(repo, p.record.commit));
  if (behind.length === 0) return;
  const lines = behind
    .slice(0, 20)
    .map(
      (p) =>
        `  ${p.file}：已记录上游提交 ${p.record.commit}，英文克隆的 HEAD（${head}）中没有这个提交`,
    );
  if (behind.length > 20) lines.push(`  ……另有 ${behind.length - 20} 个页面`);
  throw new Error(
    [
      `拒绝写入：英文克隆 ${repo.dir} 比页面已记录的上游提交旧（或不在同一条历史上），照它写会得出错误的过时状态。`,
      ...lines,
      `先更新克隆（git -C ${repo.dir} pull，切到上游的默认分支），再重新运行。`,
    ].join('\n'),
  );
}

/** A warning when the clone is not on upstream's default branch, else undefined. */
export function branchWarning(repo: UpstreamRepo): string | undefined {
  const { current, default: main } = branches(repo);
  if (!main || current === main) return undefined;
  return `注意：英文克隆 ${repo.dir} 当前${current ? `在分支 ${current}` : '不在任何分支上'}，不是上游的默认分支 ${main}；记录和状态应以 ${main} 为准。`;
}
