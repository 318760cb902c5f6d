import { describe, expect, it } from 'vitest';
import { fileLinkTo, sourceOfFileLink } from '@site/src/versions/fileLinks';

describe('file links between pages of a version', () => {
  it('resolve relative to the page, or from the version folder when absolute', () => {
    expect(sourceOfFileLink('apis/camera.md', '../main/ios/index.md')).toBe('main/ios/index.md');
    expect(sourceOfFileLink('apis/camera.md', './app.md')).toBe('apis/app.md');
    expect(sourceOfFileLink('apis/camera.md', '/cli/commands/sync.md')).toBe(
      'cli/commands/sync.md',
    );
  });

  it('are written relative to the page, always starting with a dot', () => {
    expect(fileLinkTo('apis/camera.md', 'main/ios/index.md')).toBe('../main/ios/index.md');
    expect(fileLinkTo('apis/camera.md', 'apis/app.md')).toBe('./app.md');
  });
});
