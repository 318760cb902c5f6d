import { describe, expect, it } from 'vitest';
import { pagePathOf } from '@site/src/browser/markdownUrls';

describe('pagePathOf', () => {
  it("drops the trailing slash of a folder's index page, as the route inventory writes it", () => {
    expect(pagePathOf('/docs/v2/android/', '/docs/v2')).toBe('/docs/v2/android');
    expect(pagePathOf('/docs/v3/main/basics/', '/docs/v3')).toBe('/docs/v3/main/basics');
    expect(pagePathOf('/docs/apis/camera', '/docs')).toBe('/docs/apis/camera');
  });

  it("keeps a version's home page as it is", () => {
    expect(pagePathOf('/docs/', '/docs')).toBe('/docs/');
    expect(pagePathOf('/docs/', '/docs/')).toBe('/docs/');
    expect(pagePathOf('/docs/v2/', '/docs/v2')).toBe('/docs/v2/');
  });
});
