import { describe, expect, it } from 'vitest';
import { fencedLines } from '@site/tools/common/fences';

describe('fenced code lines', () => {
  it('marks fence lines and their content, and a longer fence holds a shorter one', () => {
    const lines = ['正文', '````md', '```js', 'x', '```', '````', '~~~', 'y', '~~~', '结尾'];
    expect(fencedLines(lines)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
