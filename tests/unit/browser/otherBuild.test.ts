// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { otherBuildPath, VERSION_SWITCH_ATTRIBUTE } from '@site/src/browser/otherBuild';
import type { VersionLinks } from '@site/src/browser/versionLinks';

const links: VersionLinks = {
  versions: [
    { name: 'v8', label: 'v8', routeBase: '/docs', banner: 'none', isLast: true },
    { name: 'v7', label: 'v7', routeBase: '/docs/v7', banner: 'unmaintained', isLast: false },
  ],
  // This is v7's build.
  moved: { v7: {} },
};
const ORIGIN = 'http://localhost';

function click(html: string, init: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: document.querySelector('span') ?? document.querySelector('a'),
    ...init,
  } as MouseEvent;
}

describe('otherBuildPath', () => {
  it('names a link to another build’s page, clicked plainly', () => {
    expect(otherBuildPath(links, click('<a href="/docs/"><span>标志</span></a>'), ORIGIN)).toBe(
      '/docs/',
    );
    expect(otherBuildPath(links, click('<a href="/docs/search?q=a">搜索</a>'), ORIGIN)).toBe(
      '/docs/search',
    );
  });

  it('leaves this build’s links, other sites, new tabs, modified clicks and version switches alone', () => {
    expect(otherBuildPath(links, click('<a href="/docs/v7/apis/camera">相机</a>'), ORIGIN)).toBe(
      undefined,
    );
    expect(
      otherBuildPath(links, click('<a href="https://example.com/docs/">外部</a>'), ORIGIN),
    ).toBe(undefined);
    expect(
      otherBuildPath(links, click('<a href="/docs/" target="_blank">新标签</a>'), ORIGIN),
    ).toBe(undefined);
    expect(
      otherBuildPath(links, click('<a href="/docs/">标志</a>', { metaKey: true }), ORIGIN),
    ).toBe(undefined);
    expect(
      otherBuildPath(links, click(`<a href="/docs/" ${VERSION_SWITCH_ATTRIBUTE}>v8</a>`), ORIGIN),
    ).toBe(undefined);
  });
});
