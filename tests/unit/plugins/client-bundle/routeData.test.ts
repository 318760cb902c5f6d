/**
 * The route data loaders change how routes.js, routesChunkNames.json and
 * globalData.json are written, never what they evaluate to: each test
 * evaluates Docusaurus's generated code before and after.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const load = createRequire(__filename);
const dir = path.resolve(__dirname, '../../../../src/plugins/client-bundle');
type Loader = (this: object, source: string) => string;
const routesLoader = load(path.join(dir, 'routesLoader.cjs')) as Loader;
const routesChunkNamesLoader = load(path.join(dir, 'routesChunkNamesLoader.cjs')) as Loader;
const globalDataLoader = load(path.join(dir, 'globalDataLoader.cjs')) as Loader;
const { generateRoutesCode } = load('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: object[]) => {
    routesConfig: string;
    routesChunkNames: Record<string, unknown>;
  };
};

const docRoute = (routePath: string, file: string, sidebar?: string) => ({
  path: routePath,
  component: '@theme/DocItem',
  modules: { content: file },
  exact: true,
  ...(sidebar ? { sidebar } : {}),
});

/** Routes like the docs plugin's: a version with docs, one path with a quote. */
const routes = [
  { path: '/docs/search', component: '@site/src/components/LocalSearch/SearchPage', exact: true },
  {
    path: '/docs/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs/v6',
        component: '@theme/DocVersionRoot',
        routes: [
          docRoute('/docs/v6/', '@site/versioned_docs/version-v6/index.md', 'docs'),
          docRoute('/docs/v6/apis/camera', '@site/versioned_docs/version-v6/apis/camera.md', 'api'),
          docRoute("/docs/v6/it's", '@site/versioned_docs/version-v6/quote.md'),
        ],
      },
    ],
  },
];

/** Evaluates an ES module's text with its imports given, returning its exports. */
function evaluate(code: string, imports: Record<string, Record<string, unknown>>) {
  const exports: Record<string, unknown> = {};
  let body = code.replace(/^import (\w+) from '([^']+)';$/gm, (_, name: string, from: string) => {
    if (!(from in imports)) throw new Error(`unexpected import ${from}`);
    return `const ${name} = imports[${JSON.stringify(from)}].default;`;
  });
  body = body.replace(
    /^import \{ ([^}]+) \} from '([^']+)';$/gm,
    (_, names: string, from: string) => `const { ${names} } = imports[${JSON.stringify(from)}];`,
  );
  body = body.replace(/^export default /m, 'exports.default = ');
  body = body.replace(
    /^export const (\w+) = /gm,
    (_, name: string) => `const ${name} = exports.${name} = `,
  );
  new Function('imports', 'exports', body)(imports, exports);
  return exports;
}

function generatedFolder(routesChunkNames: object) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  fs.writeFileSync(
    path.join(folder, 'routesChunkNames.json'),
    JSON.stringify(routesChunkNames, null, 2),
  );
  return {
    resourcePath: path.join(folder, 'routes.js'),
    addDependency: () => {},
  };
}

/** A stand-in for ComponentCreator that records its arguments. */
const componentCreator = {
  default: (routePath: string, hash?: string) => ({ creator: [routePath, hash] }),
};

describe('routes.js and routesChunkNames.json in the browser bundle', () => {
  const generated = generateRoutesCode(routes);
  const chunkNamesModule = evaluate(
    routesChunkNamesLoader.call({}, JSON.stringify(generated.routesChunkNames)),
    {},
  );

  it('evaluate to the same routes, each path written once', () => {
    const rewritten = routesLoader.call(
      generatedFolder(generated.routesChunkNames),
      generated.routesConfig,
    );
    const before = evaluate(generated.routesConfig, {
      react: {},
      '@docusaurus/ComponentCreator': componentCreator,
    });
    const after = evaluate(rewritten, {
      react: {},
      '@docusaurus/ComponentCreator': componentCreator,
      '@generated/routesChunkNames': chunkNamesModule,
    });
    expect(after.default).toEqual(before.default);
    expect(rewritten).not.toContain('/docs/v6/apis/camera');
    expect(rewritten).toContain("ComponentCreator('*')");
  });

  it('keep the route keys of routesChunkNames, which prefetching matches against paths', () => {
    expect(Object.keys(chunkNamesModule.default as object)).toEqual(
      Object.keys(generated.routesChunkNames),
    );
  });

  it('fail, naming the file, on a route routesChunkNames does not list', () => {
    const context = generatedFolder({});
    expect(() => routesLoader.call(context, generated.routesConfig)).toThrow(
      /routes\.js: a route is not in routesChunkNames\.json: path: '\/docs\/search'/,
    );
  });

  it('fail on a route in a form they do not expect', () => {
    const context = generatedFolder(generated.routesChunkNames);
    const changed = generated.routesConfig.replace(
      /path: '\/docs\/search',\s+component/,
      "path: '/docs/search', exact: true, component",
    );
    expect(() => routesLoader.call(context, changed)).toThrow(
      /a route is not in the form this loader expects/,
    );
  });
});

describe('globalData.json in the browser bundle', () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'v6',
            path: '/docs/v6',
            mainDocId: 'index',
            docs: [
              { id: 'index', path: '/docs/v6/', sidebar: 'docs' },
              { id: 'main/android/index', path: '/docs/v6/android', sidebar: 'docs' },
              { id: 'apis/camera', path: '/docs/v6/apis/camera', sidebar: 'api' },
              { id: 'cli/commands/run', path: '/docs/v6/cli/run-command' },
            ],
            draftIds: [],
            sidebars: { docs: { link: { path: '/docs/v6/', label: 'index' } } },
          },
        ],
        breadcrumbs: true,
      },
    },
    'docusaurus-plugin-google-tag-manager': { default: {} },
  };

  it('evaluates to the same data, derivable doc paths left out', () => {
    const output = globalDataLoader.call(
      { resourcePath: 'globalData.json' },
      JSON.stringify(globalData),
    );
    expect(evaluate(output, {}).default).toEqual(globalData);
    expect(output).not.toContain('/docs/v6/apis/camera');
    expect(output).toContain('/docs/v6/cli/run-command');
  });

  it('fails, naming the file, on a doc field it would drop', () => {
    const changed = structuredClone(globalData);
    Object.assign(changed['docusaurus-plugin-content-docs'].default.versions[0].docs[0], {
      unlisted: true,
    });
    expect(() =>
      globalDataLoader.call({ resourcePath: '/g/globalData.json' }, JSON.stringify(changed)),
    ).toThrow(/\/g\/globalData\.json: a doc has fields this loader does not know: unlisted/);
  });
});
