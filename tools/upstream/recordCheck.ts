/**
 * Build-time check of a page's upstream record, without a clone: the page is
 * in the route inventory, carries a well-formed record, and the record names
 * the upstream file of that inventory page (its version's upstream folder, or
 * for a page upstream deleted, the file it last followed). A page of ours
 * (front matter `origin: ours`, marked so in the inventory) has no record:
 * the two must agree.
 */
import type { Inventory } from '../../src/versions/inventory';
import { DOC_VERSIONS, pageOfFile } from '../../src/versions';
import matter from 'gray-matter';
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
  let ours: boolean;
  try {
    record = readRecord(text);
    ours = matter(text).data.origin === 'ours';
  } catch (error) {
    return [(error as Error).message];
  }
  if (ours !== (doc.origin === 'ours'))
    return [
      ours
        ? 'front matter says `origin: ours` but the route inventory does not: run `npm run upstream:inventory -- <clone>`'
        : 'the route inventory marks this page as ours (`origin: ours`) but its front matter does not say so',
    ];
  if (ours)
    return record
      ? ['a page of ours (`origin: ours`) translates no English file: remove its `upstream` record']
      : [];
  if (!record)
    return [
      'front matter has no `upstream` record: run `npm run upstream:record -- <clone> <file>` (see CONTRIBUTING.md)',
    ];
  const expected = upstreamPathOf(version, doc);
  if (record.path !== expected)
    return [`\`upstream.path\` names ${record.path}, not this page's English file (${expected})`];
  return [];
}
