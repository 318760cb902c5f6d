import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { editedPage, missingBenchTools } from '@site/tools/bench/run';

describe('missingBenchTools', () => {
  it('names a missing Chromium before any build starts, and nothing for one that is there', () => {
    expect(missingBenchTools('/nonexistent/chromium')).toContain('/nonexistent/chromium 不存在');
    expect(missingBenchTools(process.execPath)).not.toContain(`${process.execPath} 不存在`);
  });
});

describe('editedPage', () => {
  it('is a benchmark page of an older version, at its page file in this repository', () => {
    const siteDir = path.resolve(__dirname, '../../..');
    const { url, file } = editedPage(siteDir);
    expect(url).toBe('/docs/v7/apis/camera');
    expect(path.relative(siteDir, file)).toBe('versioned_docs/version-v7/apis/camera.md');
    expect(fs.existsSync(file)).toBe(true);
  });
});
