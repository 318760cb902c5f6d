import { describe, expect, it } from 'vitest';
import {
  counterpartUrl,
  versionAt,
  versionLinks,
  versionMark,
  versionPages,
} from '@site/src/browser/versionLinks';

const version = (name: string, routeBase: string, docs: [string, string][], isLast = false) => ({
  name,
  label: name,
  routeBase,
  banner: 'none' as const,
  isLast,
  docs: docs.map(([id, permalink]) => ({ id, permalink })),
});

const versions = [
  version('current', '/docs/next', [
    ['index', '/docs/next/'],
    ['apis/camera', '/docs/next/apis/camera'],
    ['apis/watch', '/docs/next/apis/watch'],
  ]),
  version(
    'v8',
    '/docs',
    [
      ['index', '/docs/'],
      ['apis/camera', '/docs/apis/camera'],
    ],
    true,
  ),
  version('v3', '/docs/v3', [
    ['index', '/docs/v3/'],
    ['apis/camera', '/docs/v3/apis/camera-plugin'],
  ]),
];

describe('versionLinks', () => {
  const links = versionLinks(versions, ['current']);

  it('lists every version, without their pages, and keeps only what differs for the built one', () => {
    expect(links.versions.map((v) => [v.name, v.routeBase])).toEqual([
      ['current', '/docs/next'],
      ['v8', '/docs'],
      ['v3', '/docs/v3'],
    ]);
    expect(Object.keys(links.moved)).toEqual(['current']);
    expect(links.moved.current).toEqual({
      v8: { 'apis/watch': null },
      v3: { 'apis/camera': 'apis/camera-plugin', 'apis/watch': null },
    });
  });

  it('finds the same page in another version, or that version’s index', () => {
    expect(counterpartUrl(links, '/docs/next/apis/camera', 'v8')).toBe('/docs/apis/camera');
    expect(counterpartUrl(links, '/docs/next/apis/camera', 'v3')).toBe(
      '/docs/v3/apis/camera-plugin',
    );
    expect(counterpartUrl(links, '/docs/next/apis/watch', 'v3')).toBe('/docs/v3/');
    expect(counterpartUrl(links, '/docs/next/', 'v8')).toBe('/docs/');
    expect(counterpartUrl(links, '/docs/next/apis/camera', 'current')).toBe(
      '/docs/next/apis/camera',
    );
  });

  it('tells which version a path is in, the latest last', () => {
    expect(versionAt(links, '/docs/next/apis/camera')?.name).toBe('current');
    expect(versionAt(links, '/docs/v3')?.name).toBe('v3');
    expect(versionAt(links, '/docs/search')?.name).toBe('v8');
    expect(versionAt(links, '/blog')).toBeUndefined();
  });
});

describe('versionPages', () => {
  it('lists each version’s pages by their path under its base, the index as ""', () => {
    expect(versionPages(versions)).toEqual({
      current: ['', 'apis/camera', 'apis/watch'],
      v8: ['', 'apis/camera'],
      v3: ['', 'apis/camera-plugin'],
    });
  });
});

describe('versionMark', () => {
  it('marks the latest 最新 and an unreleased version 未发布, from their facts', () => {
    expect(versionMark({ isLast: true, banner: 'none' })).toBe('最新');
    expect(versionMark({ isLast: false, banner: 'unreleased' })).toBe('未发布');
    expect(versionMark({ isLast: false, banner: 'unmaintained' })).toBeUndefined();
    expect(versionMark({ isLast: false, banner: 'none' })).toBeUndefined();
  });
});
