/**
 * Build-time check of a page's upstream record, without a clone: the page is
 * in the route inventory, carries a well-formed record, and the record names
 * the upstream file of that inventory page (newest snapshot or pinned commit).
 */
import { hasPage, type Inventory } from '../inventory/routeInventory';
import { DOC_VERSIONS, pageOfFile } from '../versions';
import { readRecord } from './record';
import { possibleUpstreamPaths } from './sources';

export function recordProblems(relFile: string, text: string, inventory: Inventory): string[] {
  const page = pageOfFile(relFile);
  const version = DOC_VERSIONS.find((v) => v.name === page?.version);
  if (!page || !version || !hasPage(inventory, page.version, page.source))
    return [`${relFile} is not a page of the route inventory (routes/routes.json)`];
  let record;
  try {
    record = readRecord(text);
  } catch (error) {
    return [(error as Error).message];
  }
  if (!record)
    return [
      'front matter has no `upstream` record: run `npm run upstream:record -- <clone> <file>` (see CONTRIBUTING.md)',
    ];
  const expected = possibleUpstreamPaths(version, page.source);
  if (!expected.includes(record.path))
    return [
      `\`upstream.path\` names ${record.path}, not this page's English file (${expected.join(' or ')})`,
    ];
  return [];
}
