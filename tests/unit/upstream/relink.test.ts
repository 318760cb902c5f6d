import { describe, expect, it } from 'vitest';
import { relinkToFiles } from '@site/tools/upstream/relink';
import { upstreamV7Docs as v7Docs } from '../helpers/fixtures';

describe('relinking route links to file links', () => {
  it('turns links to pages of the version into relative file links, keeping the hash', () => {
    expect(relinkToFiles('[乙](/docs/b#run) [新](/docs/new/)', 'main/a.md', v7Docs)).toBe(
      '[乙](./b.md#run) [新](./new.md)',
    );
    expect(relinkToFiles('[甲](/docs/a)', 'apis/gone.md', v7Docs)).toBe('[甲](../main/a.md)');
  });

  it('resolves relative route links against the page URL, and leaves file links as they are', () => {
    expect(relinkToFiles('[乙](./b#run) [根](../docs/a) [文件](./b.md)', 'main/a.md', v7Docs)).toBe(
      '[乙](./b.md#run) [根](./a.md) [文件](./b.md)',
    );
    expect(relinkToFiles('[乙](../b)', 'apis/gone.md', v7Docs)).toBe('[乙](../main/b.md)');
  });

  it('leaves code, other versions and unknown paths alone', () => {
    const text = '```md\n[乙](/docs/b)\n```\n`[乙](/docs/b)` [v6](/docs/v6/a) [?](/docs/nowhere)';
    expect(relinkToFiles(text, 'main/a.md', v7Docs)).toBe(text);
  });
});
