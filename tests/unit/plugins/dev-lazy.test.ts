import { describe, expect, it } from 'vitest';
import devLazy, { LAZY_COMPILATION_PREFIX, LAZY_MODULES } from '@site/src/plugins/dev-lazy';

type Configured = {
  lazyCompilation?: { imports: boolean; entries: boolean; test: RegExp; prefix: string };
  plugins?: { apply(compiler: unknown): void }[];
  devServer?: { setupMiddlewares(middlewares: unknown[]): unknown[] };
};

/** The plugin's configureWebpack, given a bundler whose middleware records the compiler it got. */
function configure(mode: string, isServer = false, withMiddleware = true) {
  const given: unknown[] = [];
  const instance = withMiddleware
    ? {
        lazyCompilationMiddleware: (compiler: unknown) => {
          given.push(compiler);
          return 'lazy-middleware';
        },
      }
    : {};
  const plugin = devLazy();
  const configureWebpack = plugin.configureWebpack!.bind(plugin) as unknown as (
    config: { mode: string },
    isServer: boolean,
    utils: unknown,
  ) => Configured;
  const result = configureWebpack({ mode }, isServer, { currentBundler: { instance } });
  return { result, given };
}

describe('lazy compilation in the dev server', () => {
  it('leaves production builds and the server bundle alone', () => {
    expect(configure('production').result).toEqual({});
    expect(configure('development', true).result).toEqual({});
  });

  it('compiles pages on demand, not entries, theme code or generated route data', () => {
    const { lazyCompilation } = configure('development').result;
    expect(lazyCompilation).toMatchObject({
      imports: true,
      entries: false,
      prefix: LAZY_COMPILATION_PREFIX,
    });
    expect(LAZY_MODULES.test('/site/versioned_docs/version-v6/apis/camera.md')).toBe(true);
    expect(LAZY_MODULES.test('/site/docs/main/guides/autofill-credentials.mdx')).toBe(true);
    expect(
      LAZY_MODULES.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-11b.json'),
    ).toBe(false);
    expect(
      LAZY_MODULES.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js'),
    ).toBe(false);
    expect(LAZY_MODULES.test('/site/src/theme/CodeBlock/index.tsx')).toBe(false);
  });

  it("serves the compiler's lazy-compilation middleware first, once, beside Docusaurus's own", () => {
    const { result, given } = configure('development');
    const compiler = { name: 'client' };
    for (const plugin of result.plugins!) plugin.apply(compiler);
    expect(given).toEqual([compiler]);
    const middlewares: unknown[] = ['docusaurus-eval-source-map', 'static'];
    // Docusaurus joins what each setupMiddlewares returns: ours adds to the shared list.
    expect(result.devServer!.setupMiddlewares(middlewares)).toEqual([]);
    expect(middlewares).toEqual(['lazy-middleware', 'docusaurus-eval-source-map', 'static']);
  });

  it('fails clearly if the compiler was never set up, or the bundler has no middleware', () => {
    const { result } = configure('development');
    expect(() => result.devServer!.setupMiddlewares([])).toThrow(/not set up for lazy compilation/);
    expect(() => configure('development', false, false)).toThrow(/needs Rspack/);
  });
});
