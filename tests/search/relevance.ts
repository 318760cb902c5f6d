/**
 * Scores search results against the judged query set: where the expected
 * page (and, where it matters, its section) ranks among a query's results,
 * and per group the share found first, the share in the top three and the
 * mean reciprocal rank.
 */
import type { JudgedQuery, QueryGroup } from './queries';

/** The rank (1-based) of the first result that is the expected page and section, or undefined. */
export function rankOf(
  query: Pick<JudgedQuery, 'page' | 'section'>,
  results: string[],
): number | undefined {
  const index = results.findIndex((href) => {
    const [pathname, hash = ''] = href.split('#');
    const samePage = pathname.replace(/\/$/, '') === query.page.replace(/\/$/, '');
    return samePage && (!query.section || hash === query.section);
  });
  return index < 0 ? undefined : index + 1;
}

/** The rank of the first result group (a page with its sections) holding the expected page and section. */
export function rankInGroups(
  query: Pick<JudgedQuery, 'page' | 'section'>,
  groups: string[][],
): number | undefined {
  const index = groups.findIndex((hrefs) => rankOf(query, hrefs) !== undefined);
  return index < 0 ? undefined : index + 1;
}

export type Scores = { queries: number; top1: number; top3: number; mrr: number };

export function scoresOf(ranks: (number | undefined)[]): Scores {
  const share = (hit: (rank: number) => boolean) =>
    ranks.length === 0 ? 0 : ranks.filter((r) => r !== undefined && hit(r)).length / ranks.length;
  return {
    queries: ranks.length,
    top1: share((r) => r === 1),
    top3: share((r) => r <= 3),
    mrr:
      ranks.length === 0
        ? 0
        : ranks.reduce<number>((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length,
  };
}

/** Scores per group and overall ('全部'), in the set's group order. */
export function scoresByGroup(
  judged: { query: JudgedQuery; rank: number | undefined }[],
): Map<QueryGroup | '全部', Scores> {
  const groups = new Map<QueryGroup | '全部', (number | undefined)[]>();
  for (const { query, rank } of judged)
    groups.set(query.group, [...(groups.get(query.group) ?? []), rank]);
  const scores = new Map<QueryGroup | '全部', Scores>();
  for (const [group, ranks] of groups) scores.set(group, scoresOf(ranks));
  scores.set('全部', scoresOf(judged.map((j) => j.rank)));
  return scores;
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

export function scoresTable(scores: Map<string, Scores>): string {
  const rows = [...scores].map(
    ([group, s]) =>
      `| ${group} | ${s.queries} | ${percent(s.top1)} | ${percent(s.top3)} | ${s.mrr.toFixed(2)} |`,
  );
  return ['| 组 | 查询数 | 第一 | 前三 | MRR |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
