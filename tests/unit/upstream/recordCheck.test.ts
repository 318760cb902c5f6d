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

  it('a page of ours has no record, and its front matter and the inventory agree on it', () => {
    const ours = v7Inventory([
      ...v7Docs,
      { id: 'main/c', source: 'main/c.md', permalink: '/docs/c', origin: 'ours' },
    ]);
    const c = 'versioned_docs/version-v7/main/c.md';
    expect(recordProblems(c, '---\ntitle: 丙\norigin: ours\n---\n', ours)).toEqual([]);
    expect(recordProblems(c, '---\ntitle: 丙\n---\n', ours)[0]).toMatch(
      /inventory marks this page as ours/,
    );
    expect(
      recordProblems(c, withRecord(c).replace('title: 甲', 'title: 甲\norigin: ours'), ours)[0],
    ).toMatch(/remove its `upstream` record/);
    expect(
      recordProblems(
        file,
        withRecord(file).replace('title: 甲', 'title: 甲\norigin: ours'),
        ours,
      )[0],
    ).toMatch(/run `npm run upstream:inventory/);
  });
});
