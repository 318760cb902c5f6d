import { describe, expect, it } from 'vitest';
import { writeRecord } from '@site/tools/upstream/record';
import { recordProblems } from '@site/tools/upstream/recordCheck';
import { upstreamV7Docs as v7Docs, v7Inventory } from '../helpers/fixtures';

describe('record check (CI, no clone)', () => {
  const inventory = v7Inventory(v7Docs);
  const file = 'versioned_docs/version-v7/main/a.md';
  const withRecord = (recordPath: string) =>
    writeRecord('---\ntitle: 甲\n---\n', {
      path: recordPath,
      commit: 'abcdef12',
      blob: 'c'.repeat(40),
    });

  it('accepts a record naming the page’s upstream file', () => {
    expect(recordProblems(file, withRecord(file), inventory)).toEqual([]);
  });

  it('names what is wrong: no record, another file, a page outside the inventory', () => {
    expect(recordProblems(file, '---\ntitle: 甲\n---\n', inventory)[0]).toMatch(
      /no `upstream` record/,
    );
    expect(
      recordProblems(file, withRecord('versioned_docs/version-v7/main/b.md'), inventory)[0],
    ).toMatch(/names versioned_docs\/version-v7\/main\/b\.md, not this page's English file/);
    expect(
      recordProblems('versioned_docs/version-v7/main/zzz.md', withRecord(file), inventory)[0],
    ).toMatch(/not a page of the route inventory/);
  });
});
