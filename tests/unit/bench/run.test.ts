import { describe, expect, it } from 'vitest';
import { missingBenchTools } from '@site/tools/bench/run';

describe('missingBenchTools', () => {
  it('names a missing Chromium before any build starts, and nothing for one that is there', () => {
    expect(missingBenchTools('/nonexistent/chromium')).toContain('/nonexistent/chromium 不存在');
    expect(missingBenchTools(process.execPath)).not.toContain(`${process.execPath} 不存在`);
  });
});
