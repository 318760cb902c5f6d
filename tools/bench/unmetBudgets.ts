/**
 * Why a budget is not met, for the budgets whose cause lies outside what
 * this site can change within Docusaurus's supported APIs. The prose lives
 * in bench/unmet-reasons.json beside the report it explains; the report lists
 * a reason under the budget table whenever one of the rows it covers is not met.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetRow } from './budgets';

export type UnmetReason = { title: string; rows: RegExp; reason: string };

export const UNMET_REASONS_FILE = path.resolve(__dirname, '../../bench/unmet-reasons.json');

/** The reasons of the data file: each a title, the budget rows it covers (a pattern) and why. */
export function readUnmetReasons(file = UNMET_REASONS_FILE): UnmetReason[] {
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of reasons`);
  return data.map((entry: unknown, i) => {
    const { title, rows, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof title !== 'string' || typeof rows !== 'string' || typeof reason !== 'string')
      throw new Error(`${file}: entry ${i + 1} needs the strings title, rows and reason`);
    return { title, rows: new RegExp(rows), reason };
  });
}

export const UNMET_REASONS: UnmetReason[] = readUnmetReasons();

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
