import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRISM_CLIENT_MODULE } from '@site/src/plugins/client-bundle';

const registryLoader = createRequire(__filename)(
  path.resolve(__dirname, '../../../../src/plugins/client-bundle/registryLoader.cjs'),
) as (this: { resourcePath: string }, source: string) => string;

const entry = (name: string, file: string, end = ',') =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")]${end}`;

const load = (source: string) =>
  registryLoader.call({ resourcePath: '/site/.docusaurus/registry.js' }, source);

/** The loader as the server bundle runs it, beside a routesChunkNames.json of two routes. */
function loadForServer(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  fs.writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify({
      '/docs-1': { __comp: 'c0ffee00' },
      '/docs/x-2': { content: 'a1', __comp: 'c0ffee00' },
    }),
  );
  return registryLoader.call(
    {
      resourcePath: path.join(dir, 'registry.js'),
      getOptions: () => ({ shortChunkNames: true, bundle: 'server' }),
      addDependency: () => undefined,
    } as never,
    source,
  );
}

describe('registryLoader', () => {
  it("empties each entry's module path and keeps its loader and bundler id", () => {
    const camera = '@site/versioned_docs/version-v6/apis/camera.md';
    const intro = '@site/docs/main/index.md';
    const source = ['export default {', entry('a1', camera), entry('b2', intro, ',};')].join('\n');
    const output = load(source);
    expect(output).toBe(
      [
        'export default {',
        `  "a1": [() => import(/* webpackChunkName: "a1" */ "${camera}"), "", require.resolveWeak("${camera}")],`,
        `  "b2": [() => import(/* webpackChunkName: "b2" */ "${intro}"), "", require.resolveWeak("${intro}")],};`,
      ].join('\n'),
    );
  });

  it("on the server, reports each entry by its browser chunk's short name", () => {
    const camera = '@site/docs/apis/camera.md';
    const layout = '@theme/DocRoot';
    const output = loadForServer(
      ['export default {', entry('c0ffee00', layout), entry('a1', camera, ',};')].join('\n'),
    );
    expect(output).toBe(
      [
        'export default {',
        `  "c0ffee00": [() => import(/* webpackChunkName: "c0ffee00" */ "${layout}"), "0", require.resolveWeak("${layout}")],`,
        `  "a1": [() => import(/* webpackChunkName: "a1" */ "${camera}"), "1", require.resolveWeak("${camera}")],};`,
      ].join('\n'),
    );
  });

  it('fails, naming the file, on an entry it does not recognise', () => {
    const source = [
      'export default {',
      '  "a1": [load("x"), "@site/x.md", require.resolveWeak("@site/y.md")],',
      '};',
    ].join('\n');
    expect(() => load(source)).toThrow(
      /client-bundle: \/site\/\.docusaurus\/registry\.js: a registry entry is not in the form/,
    );
  });
});

describe('PRISM_CLIENT_MODULE', () => {
  it("matches the theme's Prism start-up module, not its theme component", () => {
    expect(
      PRISM_CLIENT_MODULE.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages',
      ),
    ).toBe(true);
    expect(
      PRISM_CLIENT_MODULE.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js',
      ),
    ).toBe(true);
    expect(
      PRISM_CLIENT_MODULE.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ),
    ).toBe(false);
  });
});
