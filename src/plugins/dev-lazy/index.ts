/**
 * `npm start` compiles a page when the browser first asks for it (Rspack's
 * lazy compilation of dynamic imports), not all 922 pages before it serves
 * the first one. The route registry imports each page dynamically; at
 * start-up Rspack compiles a stand-in for it, and opening the page compiles
 * the page and sends it to the browser as a hot update. (The registry's weak
 * references to the pages, which would compile them all the same, are left
 * out of development bundles: src/plugins/client-bundle/registryLoader.cjs.)
 * Production builds are left alone.
 */
import type { Plugin } from '@docusaurus/types';

type Middleware = unknown;

/** The requests the browser makes to ask for a module's compilation. */
export const LAZY_COMPILATION_PREFIX = '/__lazy-compilation/';

/**
 * The modules compiled on demand: the pages (Markdown). The theme's
 * components, which every page shares, and the routes' generated data
 * (small JSON, one or two modules per route: a second round trip each if
 * left lazy) are compiled at start-up, so opening a page compiles the page.
 */
export const LAZY_MODULES = /\.mdx?$/;

export default function devLazy(): Plugin {
  return {
    name: 'dev-lazy',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'development') return {};
      const { lazyCompilationMiddleware } = utils.currentBundler.instance as unknown as {
        lazyCompilationMiddleware?: (compiler: unknown) => Middleware;
      };
      if (!lazyCompilationMiddleware)
        throw new Error(
          'dev-lazy: the bundler has no lazyCompilationMiddleware (npm start needs Rspack: future.faster.rspackBundler)',
        );
      // The middleware adds the lazy-compilation plugin to the compiler it is
      // given, which must happen before the compiler first runs: it is made
      // while the compiler applies its plugins, then served by the dev server.
      let middleware: Middleware | undefined;
      return {
        lazyCompilation: {
          imports: true,
          entries: false,
          test: LAZY_MODULES,
          prefix: LAZY_COMPILATION_PREFIX,
        },
        plugins: [
          {
            apply(compiler: unknown) {
              middleware = lazyCompilationMiddleware(compiler);
            },
          },
        ],
        devServer: {
          // Docusaurus merges this function with its own by calling both and
          // joining what they return; adding to the shared list and returning
          // nothing keeps each middleware in it once.
          setupMiddlewares(middlewares: Middleware[]) {
            if (!middleware)
              throw new Error('dev-lazy: the compiler was not set up for lazy compilation');
            middlewares.unshift(middleware);
            return [];
          },
        },
      };
    },
  };
}
