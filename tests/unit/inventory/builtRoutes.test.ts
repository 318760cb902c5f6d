import { describe, expect, it } from 'vitest';
import { builtDocs, compareRoutes } from '@site/tools/inventory/builtRoutes';
import type { Inventory } from '@site/src/versions/inventory';
import { tempTree, v7Inventory } from '../helpers/fixtures';

const inventory: Inventory = v7Inventory([
  { id: 'index', source: 'index.md', permalink: '/docs/', sidebar: 'docs' },
  { id: 'cli/index', source: 'cli/index.md', permalink: '/docs/cli', sidebar: 'cli' },
  { id: 'x', source: 'x.md', permalink: '/docs/x' },
]);

/** A build folder holding HTML pages whose <html> element has the given classes. */
function fakeBuild(pages: Record<string, string>): string {
  const html = (htmlClass: string) =>
    `<!doctype html><html lang="zh-Hans" class="${htmlClass}"><body></body></html>`;
  return tempTree(
    Object.fromEntries(Object.entries(pages).map(([file, htmlClass]) => [file, html(htmlClass)])),
    'build-',
  );
}

describe('builtDocs', () => {
  it('lists doc pages with their URL and version, skipping other pages', () => {
    const dir = fakeBuild({
      'index.html': 'plugin-docs docs-version-v7 docs-doc-page docs-doc-id-index',
      'cli/index.html': 'plugin-docs docs-version-v7 docs-doc-page',
      'search/index.html': 'plugin-search-page',
      '404.html': '',
    });
    expect(builtDocs(dir)).toEqual([
      { url: '/docs/', version: 'v7' },
      { url: '/docs/cli', version: 'v7' },
    ]);
  });
});

describe('compareRoutes', () => {
  it('reports coverage per version and sidebar', () => {
    const { lines, errors } = compareRoutes(inventory, [{ url: '/docs/', version: 'v7' }], {});
    expect(errors).toEqual([]);
    expect(lines[0]).toContain('1/3 pages');
    expect(lines[0]).toContain('docs 1/1, cli 0/1, none 0/1');
  });

  it('names the versions a partial build left out in one line, and checks none of their groups', () => {
    const two: Inventory = {
      ...inventory,
      versions: [
        { ...inventory.versions[0], name: 'v8', label: 'v8', path: '/docs/' },
        ...inventory.versions.map((v) => ({
          ...v,
          docs: v.docs.map((d) => ({ ...d, permalink: d.permalink.replace('/docs', '/docs/v7') })),
          path: '/docs/v7/',
        })),
      ],
    };
    const { lines, errors } = compareRoutes(two, [{ url: '/docs/', version: 'v8' }], {
      v7: ['docs'],
    });
    expect(errors).toEqual([]);
    expect(lines.filter((l) => l.includes('v7'))).toEqual(['not in this build, not checked: v7']);
  });

  it('fails on a built URL outside the inventory', () => {
    const { errors } = compareRoutes(
      inventory,
      [{ url: '/docs/getting-started/typo', version: 'v7' }],
      {},
    );
    expect(errors).toEqual([
      'built doc URL not in the inventory: /docs/getting-started/typo (version v7)',
    ]);
  });

  it('fails when a group declared complete misses a page', () => {
    const built = [{ url: '/docs/', version: 'v7' }];
    expect(compareRoutes(inventory, built, { v7: ['docs'] }).errors).toEqual([]);
    expect(compareRoutes(inventory, built, { v7: ['docs', 'cli'] }).errors).toEqual([
      'missing from complete group v7/cli: /docs/cli',
    ]);
  });

  it('expects no page at a URL that answers with a 301, and fails if one is built', () => {
    const withRedirect = v7Inventory([
      ...inventory.versions[0].docs,
      {
        id: 'gone',
        source: 'gone.md',
        permalink: '/docs/gone',
        removed: {
          path: 'docs/gone.md',
          commit: 'abc',
          date: '2026-01-01',
          copy: { redirect: '/docs/x', why: 'test' },
        },
      },
    ]);
    const built = [
      { url: '/docs/', version: 'v7' },
      { url: '/docs/cli', version: 'v7' },
      { url: '/docs/x', version: 'v7' },
    ];
    const report = compareRoutes(withRedirect, built, { v7: ['docs', 'cli', 'none'] });
    expect(report.errors).toEqual([]);
    expect(report.lines[0]).toMatch(/3\/3 pages .*1 answering with a 301/);
    expect(
      compareRoutes(withRedirect, [...built, { url: '/docs/gone', version: 'v7' }], {}).errors,
    ).toEqual(['built doc URL /docs/gone answers with a 301 (routes/ours.json): remove its page']);
  });
});

describe('a version index page', () => {
  it('matches the inventory with or without its trailing slash', () => {
    const inv = v7Inventory([
      { id: 'index', source: 'index.md', permalink: '/docs/next/', sidebar: 'docs' },
    ]);
    inv.versions[0].name = 'current';
    const report = compareRoutes(inv, [{ url: '/docs/next', version: 'current' }], {
      current: ['docs'],
    });
    expect(report.errors).toEqual([]);
  });
});

describe('compareRoutes with pending pages', () => {
  const withPending: Inventory = v7Inventory([
    { id: 'index', source: 'index.md', permalink: '/docs/', sidebar: 'docs' },
    { id: 'cli/index', source: 'cli/index.md', permalink: '/docs/cli', sidebar: 'cli' },
    { id: 'new', source: 'new.md', permalink: '/docs/new', sidebar: 'docs', pending: true },
  ]);
  const built = [
    { url: '/docs/', version: 'v7' },
    { url: '/docs/cli', version: 'v7' },
  ];

  it('lists a pending page without failing, even in a group declared complete', () => {
    const { lines, errors } = compareRoutes(withPending, built, { v7: ['docs', 'cli'] }, [
      '/docs/',
      '/docs/cli',
    ]);
    expect(errors).toEqual([]);
    expect(lines).toContain('    pending: /docs/new (new.md)');
    expect(lines[0]).toMatch(/2\/2 pages .*; 1 pending \(English only\)$/);
  });

  it('fails when a page once served disappears', () => {
    const { errors } = compareRoutes(withPending, built, { v7: ['docs'] }, [
      '/docs/',
      '/docs/cli',
      '/docs/old',
    ]);
    expect(errors).toEqual(['previously served URL /docs/old is no longer in the inventory']);
  });

  it('fails on a built page still pending: its translation was not recorded', () => {
    const { errors } = compareRoutes(
      withPending,
      [...built, { url: '/docs/new', version: 'v7' }],
      {},
    );
    expect(errors).toEqual([
      'built doc URL /docs/new is still pending in the inventory: record its translation (npm run upstream:record -- <clone> <file>)',
    ]);
  });
});
