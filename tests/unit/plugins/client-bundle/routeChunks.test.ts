import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_CLIENT_MODULE } from '@site/src/plugins/client-bundle';
import { chunkNamesByPath, flatChunkNames } from '@site/src/plugins/client-bundle/routeChunks';

const routesChunkNames = {
  '/docs/-e3f': { __comp: '0', __context: { plugin: '1' } },
  '/docs/v6-92e': { __comp: '2', __props: '3' },
  '/docs/v6-888': { __comp: '4' },
  '/docs/v6/apis/camera-d1f': { __comp: '5', content: '6' },
  '/docs/v6/it-s-a-b-c3a': { __comp: '5', content: '7', items: { 0: { content: '8' } } },
};

/** Docusaurus's own lookup (lib/client/docusaurus.js): scan every key for the path. */
function scan(routePath: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, tree]) => flatChunkNames(tree));
}

describe('route chunk index', () => {
  it('gives every route path the chunks a scan of routesChunkNames gives, in the same order', () => {
    const index = chunkNamesByPath(
      Object.keys(routesChunkNames).map((key) => key.replace(/-[^-]+$/, '')),
      Object.values(routesChunkNames),
    );
    for (const routePath of [
      '/docs/',
      '/docs/v6',
      '/docs/v6/apis/camera',
      '/docs/v6/it-s-a-b',
      '/docs/none',
    ])
      expect(index.get(routePath) ?? [], routePath).toEqual(scan(routePath));
    expect(index.get('/docs/v6')).toEqual(['2', '3', '4']);
  });

  it('flattens nested chunk trees depth first, as Docusaurus’s flat() does', () => {
    expect(flatChunkNames({ __comp: '5', content: '7', items: { 0: { content: '8' } } })).toEqual([
      '5',
      '7',
      '8',
    ]);
  });

  it('replaces Docusaurus’s client module, not its exports folder', () => {
    expect(
      DOCUSAURUS_CLIENT_MODULE.test('/site/node_modules/@docusaurus/core/lib/client/docusaurus.js'),
    ).toBe(true);
    expect(
      DOCUSAURUS_CLIENT_MODULE.test(
        '/site/node_modules/@docusaurus/core/lib/client/exports/Link.js',
      ),
    ).toBe(false);
    expect(
      DOCUSAURUS_CLIENT_MODULE.test(
        '/site/node_modules/@docusaurus/core/lib/client/docusaurusContext.js',
      ),
    ).toBe(false);
  });
});
