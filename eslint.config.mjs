/**
 * Lint for the site's code: typescript-eslint's type-aware recommended rules,
 * React's hooks rules, and the three floors of ARCHITECTURE.md as a rule
 * (floors/imports): what each floor may import, checked on every import,
 * export-from, import() and require() of a module of this repository.
 */
import path from 'node:path';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Shared by both floors: constants and data, no Node.js imports. */
const SHARED = ['src/site.ts', 'src/data/'];
/** The site floor: what the browser runs (and server-side rendering). */
const SITE = ['src/theme/', 'src/components/', 'src/browser/', 'src/css/', 'src/clientModules/'];
/** A plugin's own browser code: its client module(s). */
const PLUGIN_CLIENT = /^src\/plugins\/([^/]+)\/client(\.ts|\/)/;
/** The build floor may not reach into site components. */
const SITE_COMPONENTS = ['src/theme/', 'src/components/', 'src/clientModules/', 'src/css/'];
const TOOLING = ['tools/', 'scripts/'];

const under = (file, prefixes) =>
  prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));

/** A module's path relative to the repository, without extension ('src/site.ts' → 'src/site'). */
function repoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The repository path an import names, or undefined for a package. */
function importedPath(importer, specifier) {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
}

/** Matches a path with or without its extension, or as a folder's index. */
const inAny = (target, prefixes) =>
  prefixes.some((p) =>
    p.endsWith('/')
      ? `${target}/`.startsWith(p)
      : target === p || target === p.replace(/\.[^.]+$/, '') || target === `${p}/index`,
  );

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);

/** @param {string} file @param {string} specifier @returns {string | undefined} why not */
export function floorViolation(file, specifier) {
  const target = importedPath(file, specifier);
  const pluginClient = PLUGIN_CLIENT.exec(file);
  const site = under(file, SITE) || pluginClient !== null;
  if (file.startsWith('src/') && target && inAny(target, TOOLING))
    return 'src/ never imports tools/ or scripts/';
  if (site) {
    if (isBuiltin(specifier)) return 'the site floor runs in the browser: no Node.js modules';
    if (!target) return undefined;
    const ownPlugin = pluginClient && target.startsWith(`src/plugins/${pluginClient[1]}/`);
    if (inAny(target, SITE) || inAny(target, SHARED) || ownPlugin) return undefined;
    return 'the site floor imports only the site floor (src/theme, src/components, src/browser, src/css, src/clientModules) and src/site.ts, src/data';
  }
  if (under(file, SHARED)) {
    if (isBuiltin(specifier))
      return 'src/site.ts and src/data are shared with the browser: no Node.js modules';
    if (target && !inAny(target, SHARED)) return 'src/site.ts and src/data import only each other';
    return undefined;
  }
  const build =
    file.startsWith('src/') || file === 'docusaurus.config.ts' || file === 'sidebars.ts';
  if (build && target && inAny(target, SITE_COMPONENTS))
    return 'build code never imports src/theme, src/components, src/clientModules or src/css';
  if (file.startsWith('tools/') && target && inAny(target, ['scripts/']))
    return 'tools never import scripts/ (the entry points)';
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const floorImports = {
  meta: {
    type: 'problem',
    docs: { description: "ARCHITECTURE.md's floors: what each floor may import" },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename);
    /** @param {any} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const why = floorViolation(file, node.value);
      if (why) context.report({ node, message: `"${node.value}": ${why} (ARCHITECTURE.md).` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require')
          check(node.arguments[0]);
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'require' &&
          node.callee.property.type === 'Identifier' &&
          node.callee.property.name === 'resolve'
        )
          check(node.arguments[0]);
      },
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      '.bench/',
      '.search-index/',
      'docs/',
      'versioned_docs/',
      'versioned_sidebars/',
      'static/',
      'i18n/',
      'api-metadata/',
      'routes/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { floors: { rules: { imports: floorImports } } },
    rules: {
      'floors/imports': 'error',
      // node:test's describe and it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      // Comments may quote full-width text (ｃａｐ　ｓｙｎｃ) as readers type it.
      'no-irregular-whitespace': ['error', { skipComments: true }],
      // A list in a message reads as its items joined by commas.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowArray: true }],
      // `_` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/browser/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['tests/**'],
    rules: {
      // Test doubles stand in for async APIs: an async function without
      // await is how they return a promise of a fixed value.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (the search index worker, this file): no type information.
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
