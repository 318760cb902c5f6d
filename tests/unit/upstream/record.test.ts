import { describe, expect, it } from 'vitest';
import { readRecord, writeRecord } from '@site/tools/upstream/record';

describe('upstream record', () => {
  it('is written into the front matter, replacing an older one', () => {
    const first = writeRecord('---\ntitle: 甲\n---\n正文\n', {
      path: 'x/a.md',
      commit: 'abcdef12',
      blob: 'a'.repeat(40),
    });
    const second = writeRecord(first, { path: 'x/a.md', commit: '12345678', blob: 'b'.repeat(40) });
    expect(second).toBe(
      `---\ntitle: 甲\nupstream:\n  path: x/a.md\n  commit: '12345678'\n  blob: '${'b'.repeat(40)}'\n---\n正文\n`,
    );
    expect(readRecord(second)).toEqual({
      path: 'x/a.md',
      commit: '12345678',
      blob: 'b'.repeat(40),
    });
  });

  it('is absent or rejected with a reason', () => {
    expect(readRecord('---\ntitle: 甲\n---\n')).toBeUndefined();
    expect(() =>
      readRecord('---\nupstream:\n  path: a.txt\n  commit: zz\n  blob: 12\n---\n'),
    ).toThrow(/`path` must name a \.md.*`blob` must be a 40-digit.*`commit` must be/);
  });
});
