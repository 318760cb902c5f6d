import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const load = createRequire(__filename);
const dir = path.resolve(__dirname, '../../../../src/plugins/client-bundle');
const { shortChunkNames, renameRouteChunks } = load(path.join(dir, 'chunkNames.cjs')) as {
  shortChunkNames: (routesChunkNames: object) => Map<string, string>;
  renameRouteChunks: (routesChunkNames: object, names: Map<string, string>) => object;
};
type Loader = (this: object, source: string) => string;
const registryLoader = load(path.join(dir, 'registryLoader.cjs')) as Loader;

const routesChunkNames = {
  '/docs/-e3f': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/docs/next/android-d1f': { __comp: '17896441', content: '12b5a4fe' },
  '/docs/next/ios-a2c': { __comp: '17896441', content: 'c377a04b' },
};

const entry = (name: string, file: string, end = ',') =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")]${end}`;

/** A generated folder with routesChunkNames.json, and a loader context on its registry.js. */
function generatedFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  fs.writeFileSync(
    path.join(folder, 'routesChunkNames.json'),
    JSON.stringify(routesChunkNames, null, 2),
  );
  const dependencies: string[] = [];
  const context = {
    resourcePath: path.join(folder, 'registry.js'),
    getOptions: () => ({ shortChunkNames: true }),
    addDependency: (file: string) => dependencies.push(file),
  };
  return { folder, context, dependencies };
}

describe('short chunk names', () => {
  it('numbers chunk names in base 36 in order of first use, once each', () => {
    expect([...shortChunkNames(routesChunkNames)]).toEqual([
      ['5e95c892', '0'],
      ['aba21aa0', '1'],
      ['17896441', '2'],
      ['12b5a4fe', '3'],
      ['c377a04b', '4'],
    ]);
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`/r${i}-abc`, { __comp: `n${i}` }]),
    );
    expect(shortChunkNames(many).get('n39')).toBe('13');
  });

  it('renames every chunk of routesChunkNames, nested ones included, keeping the route keys', () => {
    expect(renameRouteChunks(routesChunkNames, shortChunkNames(routesChunkNames))).toEqual({
      '/docs/-e3f': { __comp: '0', __context: { plugin: '1' } },
      '/docs/next/android-d1f': { __comp: '2', content: '3' },
      '/docs/next/ios-a2c': { __comp: '2', content: '4' },
    });
  });

  it('gives registry entries the same short names, and watches routesChunkNames.json', () => {
    const { folder, context, dependencies } = generatedFolder();
    const android = '@site/docs/main/android/index.md';
    const source = ['export default {', entry('12b5a4fe', android, ',};')].join('\n');
    expect(registryLoader.call(context, source)).toBe(
      [
        'export default {',
        `  "3": [() => import(/* webpackChunkName: "3" */ "${android}"), "", require.resolveWeak("${android}")],};`,
      ].join('\n'),
    );
    expect(dependencies).toEqual([path.join(folder, 'routesChunkNames.json')]);
  });

  it('fails, naming the file, on a registry entry no route uses', () => {
    const { context } = generatedFolder();
    expect(() =>
      registryLoader.call(
        context,
        ['export default {', entry('deadbeef', '@site/x.md', '};')].join('\n'),
      ),
    ).toThrow(/registry\.js: a registry entry is not used by any route \(routesChunkNames\.json\)/);
  });
});
