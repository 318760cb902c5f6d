// @vitest-environment jsdom
import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionLinks } from '@site/src/browser/versionLinks';
import {
  editDistance,
  nearestPages,
  notFoundSuggestions,
  searchWordsOf,
  type VersionPages,
} from '@site/src/components/NotFound/suggestions';

const links: VersionLinks = {
  versions: [
    { name: 'current', label: 'v9', routeBase: '/docs/next', banner: 'unreleased', isLast: false },
    { name: 'v8', label: 'v8', routeBase: '/docs', banner: 'none', isLast: true },
    { name: 'v7', label: 'v7', routeBase: '/docs/v7', banner: 'unmaintained', isLast: false },
    { name: 'v2', label: 'v2', routeBase: '/docs/v2', banner: 'unmaintained', isLast: false },
  ],
  moved: {},
};
const pages: VersionPages = {
  current: ['', 'apis', 'apis/camera', 'apis/file-viewer', 'getting-started', 'ios/spm'],
  v8: ['', 'apis', 'apis/camera', 'apis/file-viewer', 'getting-started', 'ios/spm'],
  v7: ['', 'apis', 'apis/camera', 'apis/geolocation', 'getting-started', 'cli/commands/sync'],
  v2: ['', 'apis/camera', 'plugins'],
};

describe('not-found suggestions', () => {
  it('takes the search words from the last segment of the address', () => {
    expect(searchWordsOf('guides/splash-screen_dark.mode')).toBe('splash screen dark mode');
    expect(searchWordsOf('apis/camera.html')).toBe('camera');
    expect(searchWordsOf('')).toBe('');
  });

  it('counts one-character edits', () => {
    expect(editDistance('camra', 'camera')).toBe(1);
    expect(editDistance('synk', 'sync')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('ranks pages sharing leading segments first, then by the fewest edits', () => {
    const all = ['apis', 'apis/camera', 'apis/geolocation', 'cli/commands/sync', 'camera-old'];
    expect(nearestPages('apis/camera/nope', all)[0]).toBe('apis/camera');
    expect(nearestPages('apis/camra', all).slice(0, 2)).toEqual(['apis/camera', 'apis']);
    // A page filed elsewhere counts when its last segment is a near miss; unrelated ones do not.
    expect(nearestPages('guides/camera-old', all)).toEqual(['camera-old']);
    expect(nearestPages('this/page/does-not-exist', all)).toEqual([]);
  });

  it('offers the same path in the versions that have it, and starts in the version being read', () => {
    const found = notFoundSuggestions('/docs/v7/apis/file-viewer', links, pages)!;
    expect(found.version.name).toBe('v7');
    expect(found.words).toBe('file viewer');
    expect(found.otherVersions.map((o) => o.url)).toEqual([
      '/docs/next/apis/file-viewer',
      '/docs/apis/file-viewer',
    ]);
    expect(found.nearest).toContain('/docs/v7/apis');
    expect(found.nearest).not.toContain('/docs/v7/apis/file-viewer');
    expect(found.start).toEqual({
      installation: '/docs/v7/getting-started',
      plugins: '/docs/v7/apis',
    });
  });

  it('falls back to the latest version’s start pages, and reads encoded and trailing-slash addresses', () => {
    const found = notFoundSuggestions('/docs/v2/%E7%9B%B8%E6%9C%BA/', links, pages)!;
    expect(found.path).toBe('相机');
    expect(found.words).toBe('相机');
    expect(found.start).toEqual({ installation: '/docs/getting-started', plugins: '/docs/apis' });
    expect(
      notFoundSuggestions('/docs/this/page/does-not-exist', links, pages)?.otherVersions,
    ).toEqual([]);
    expect(notFoundSuggestions('/elsewhere', links, pages)).toBeUndefined();
  });
});

const location = { pathname: '/docs/404.html' };
let isBrowser = false;
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));
vi.mock('@docusaurus/useIsBrowser', () => ({ default: () => isBrowser }));
vi.mock('@docusaurus/useGlobalData', () => ({ usePluginData: () => links }));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('@docusaurus/Translate', () => ({
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('@theme/Heading', () => ({
  default: ({ as: As, children }: { as: React.ElementType; children: ReactNode }) => (
    <As>{children}</As>
  ),
}));

const { default: NotFound } = await import('@site/src/components/NotFound');

describe('NotFound', () => {
  beforeEach(() => {
    isBrowser = false;
    location.pathname = '/docs/404.html';
  });

  it('renders, before hydration, only what fits every address', () => {
    render(<NotFound pages={pages} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('找不到页面');
    expect(screen.getByRole('searchbox', { name: '搜索文档' })).toHaveValue('');
    expect(screen.getByRole('link', { name: '快速上手' })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
    expect(screen.getByRole('link', { name: '官方插件' })).toHaveAttribute('href', '/docs/apis');
    expect(document.querySelector('.not-found-suggestions')).toBeNull();
  });

  it('suggests from the address in the browser: search words and version, other versions, nearest pages', () => {
    isBrowser = true;
    location.pathname = '/docs/v7/apis/file-viewer';
    render(<NotFound pages={pages} />);
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/docs/search');
    expect(screen.getByRole('searchbox', { name: '搜索文档' })).toHaveValue('file viewer');
    expect(search.querySelector('input[name="ctx"]')).toHaveValue('v7');
    const versions = document.querySelector('.not-found-versions')!;
    expect(Array.from(versions.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'v9（未发布）：/docs/next/apis/file-viewer',
      'v8（最新）：/docs/apis/file-viewer',
    ]);
    expect(
      Array.from(document.querySelectorAll('.not-found-nearest a')).map((a) =>
        a.getAttribute('href'),
      ),
    ).toContain('/docs/v7/apis');
    expect(screen.getByRole('link', { name: '快速上手' })).toHaveAttribute(
      'href',
      '/docs/v7/getting-started',
    );
  });
});
