/**
 * Which built pages one end-to-end job opens: the pages a CI plan names
 * (E2E_PAGES, comma separated), or all of them; then one shard of those
 * (E2E_PAGE_SHARD, "2/4"). Shards take every n-th page of the sorted list, so
 * each holds a like share of every version.
 */

import { urlKey } from '../../src/versions/inventory';

export const PAGES_ENV = 'E2E_PAGES';
export const PAGE_SHARD_ENV = 'E2E_PAGE_SHARD';

/** "2/4" as index 2 of 4; throws naming the variable on anything else. */
export function parseShard(text: string, name = PAGE_SHARD_ENV): { index: number; total: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total)
    throw new Error(`${name}=${text}：应为“序号/总数”，如 2/4`);
  return { index, total };
}

/**
 * The pages to open and the named pages the build does not have (the plan
 * asked for them: the test reports them rather than dropping them).
 */
export function selectPages(
  built: string[],
  { pages, shard }: { pages?: string; shard?: string },
): { urls: string[]; missing: string[] } {
  // Empty is unset: the workflow passes the plan's list, empty when the whole suite runs.
  const wanted = pages
    ? pages
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean)
    : undefined;
  // The plan names a version's home without its trailing slash (/docs), a build with it (/docs/).
  const wantedKeys = new Set(wanted?.map(urlKey));
  const builtKeys = new Set(built.map(urlKey));
  const chosen = wanted ? built.filter((url) => wantedKeys.has(urlKey(url))) : [...built];
  const missing = wanted ? wanted.filter((url) => !builtKeys.has(urlKey(url))) : [];
  if (!shard) return { urls: chosen, missing };
  const { index, total } = parseShard(shard);
  return { urls: chosen.filter((_, i) => i % total === index - 1), missing };
}
