/**
 * Build-time check of a page's upstream record, without a clone: the page is
 * in the route inventory, carries a well-formed record, and the record names
 * the upstream file of that inventory page (its version's upstream folder, or
 * for a page upstream deleted, the file it last followed).
 */
import type { Inventory } from '../../src/versions/inventory';
import { DOC_VERSIONS, pageOfFile } from '../../src/versions';
import { readRecord } from './record';
import { upstreamPathOf } from './sources';

export function recordProblems(relFile: string, text: string, inventory: Inventory): string[] {
  const page = pageOfFile(relFile);
  const version = DOC_VERSIONS.find((v) => v.name === page?.version);
  const doc = inventory.versions
    .find((v) => v.name === page?.version)
    ?.docs.find((d) => d.source === page?.source);
  if (!page || !version || !doc)
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
  const expected = upstreamPathOf(version, doc);
  if (record.path !== expected)
    return [`\`upstream.path\` names ${record.path}, not this page's English file (${expected})`];
  return [];
}
