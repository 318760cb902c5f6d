import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// Docusaurus client aliases (@theme/*, @docusaurus/router, ...) exist only
// inside a site build. Each resolves here to its own virtual stub module,
// which the tests replace with vi.mock.
const DOCUSAURUS_CLIENT =
  /^(@theme|@theme-original)\/.+$|^@docusaurus-client-(entry|app)$|^@generated\/(client-modules|routes)$|^@docusaurus\/(router|useBaseUrl|ExecutionEnvironment|useDocusaurusContext|useGlobalData|useIsBrowser|Head|Link|Translate|theme-common|theme-common\/internal|plugin-content-docs\/client)$/;

function docusaurusClientStubs(): Plugin {
  return {
    name: 'docusaurus-client-stubs',
    enforce: 'pre',
    resolveId(id) {
      return DOCUSAURUS_CLIENT.test(id) ? `\0stub:${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0stub:')) return null;
      return `export default function unmocked() { throw new Error(${JSON.stringify(
        `${id.slice(6)} must be mocked with vi.mock in this test`,
      )}); }`;
    },
  };
}

export default defineConfig({
  plugins: [docusaurusClientStubs()],
  resolve: {
    alias: [{ find: /^@site\/(.*)$/, replacement: path.resolve(__dirname, '$1') }],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest leaves one core free by default; on a two-core machine that runs the files one at a time.
    maxWorkers: '100%',
    // Several tests run git and the upstream tools on temporary repositories;
    // on a loaded two-core machine they outlast the default 5 s.
    testTimeout: 30_000,
    setupFiles: ['tests/unit/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
