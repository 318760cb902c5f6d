import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { manifestOf } from '@site/src/plugins/client-bundle/pageChunksManifest';

type Bundles = { js?: { file: string }[]; css?: { file: string }[] };
const getBundles = (
  createRequire(__filename)('react-loadable-ssr-addon-v5-slorber/lib/getBundles.js') as {
    default: (manifest: unknown, names: string[]) => Bundles;
  }
).default;

const chunk = (id: string, ...files: string[]) => ({ id, files });

describe('manifestOf', () => {
  // Chunk "7" is named "2"; chunk "2" is an unnamed shared chunk. The
  // manifest Docusaurus writes filed both under "2", losing one.
  const runtime = chunk('937', 'assets/js/runtime~main.1.js');
  const main = chunk('798', 'assets/js/main.1.js', 'assets/css/styles.1.css');
  const page = chunk('7', 'assets/js/7.1.js');
  const shared = chunk('2', 'assets/js/2.1.js');
  const other = chunk('3', 'assets/js/3.1.js');
  const manifest = manifestOf({
    entrypoints: ['main'],
    groups: [
      { name: 'main', chunks: [runtime, main] },
      { name: '2', chunks: [shared, page] },
      { name: '3', chunks: [other] },
      { name: null, chunks: [shared] },
    ],
    chunks: [runtime, main, page, shared, other],
    publicPath: '/docs/',
  });

  it('files chunks by id and named groups by name, so a name equal to an id loses nothing', () => {
    expect(manifest.origins).toEqual({ main: ['937', '798'], '2': ['2', '7'], '3': ['3'] });
    expect(manifest.assets['2']).toEqual({
      js: [{ file: 'assets/js/2.1.js', publicPath: '/docs/assets/js/2.1.js' }],
    });
    expect(manifest.assets['7'].js?.map((file) => file.file)).toEqual(['assets/js/7.1.js']);
  });

  it("gives Docusaurus's getBundles the entry's files, runtime first, then the page's chunks", () => {
    const bundles = getBundles(manifest, ['main', '2']);
    expect(bundles.js?.map((file) => file.file)).toEqual([
      'assets/js/runtime~main.1.js',
      'assets/js/main.1.js',
      'assets/js/2.1.js',
      'assets/js/7.1.js',
    ]);
    expect(bundles.css?.map((file) => file.file)).toEqual(['assets/css/styles.1.css']);
  });

  it('leaves out files that are neither scripts nor stylesheets', () => {
    const withMap = manifestOf({
      entrypoints: [],
      groups: [],
      chunks: [chunk('1', 'assets/js/1.js', 'assets/js/1.js.map', 'assets/js/1.LICENSE.txt')],
      publicPath: '/',
    });
    expect(withMap.assets['1']).toEqual({
      js: [{ file: 'assets/js/1.js', publicPath: '/assets/js/1.js' }],
    });
  });
});
