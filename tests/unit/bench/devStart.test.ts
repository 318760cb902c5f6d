import { describe, expect, it } from 'vitest';
import { isSitePage } from '@site/src/bench/devStart';

describe('isSitePage', () => {
  it("takes only a 200 answer with the site's root element", () => {
    const page = '<html><body><div id="__docusaurus"><main>相机</main></div></body></html>';
    expect(isSitePage(200, page)).toBe(true);
    expect(isSitePage(404, page)).toBe(false);
    expect(isSitePage(200, '<html><body>Compiling…</body></html>')).toBe(false);
  });
});
