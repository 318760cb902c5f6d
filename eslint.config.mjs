/**
 * Lint for the site's code: typescript-eslint's type-aware recommended rules,
 * React's hooks rules, and the floors of ARCHITECTURE.md as a rule
 * (floors/imports): what each floor may import, checked on every import,
 * export-from, import() and require() of a module of this repository.
 * Browser code is what the browser entry points reach by their imports,
 * wherever it lives: a plugin's helper its client module imports is held to
 * the browser's rules like the client module itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

const ROOT = import.meta.dirname;

/** Shared by both floors: constants and data, no Node.js imports. */
const SHARED = ['src/site.ts', 'src/data/'];
/** The site floor: what the browser runs (and server-side rendering). */
const SITE = ['src/theme/', 'src/components/', 'src/browser/', 'src/css/', 'src/clientModules/'];
/**
 * Where the browser's code starts: the site floor (theme components, the
 * config's client modules), and a plugin's client.ts or client/ folder (what
 * its getClientModules, module replacements and search worker hand to the
 * bundler; tests/unit/eslintFloors.test.ts checks every plugin against this).
 */
const PLUGIN_CLIENT = /^src\/plugins\/([^/]+)\/client(\.[a-z]+$|\/)/;
/** Build code, tools and scripts may not reach into site components. */
const SITE_COMPONENTS = ['src/theme/', 'src/components/', 'src/clientModules/', 'src/css/'];
const TOOLING = ['tools/', 'scripts/'];
/** The layers of tools/, top first: each imports only the ones below it. */
const TOOL_LAYERS = ['tools/content/', 'tools/upstream/', 'tools/inventory/', 'tools/common/'];
const CODE = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'];

const under = (file, prefixes) =>
  prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));

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

/** The file an import of `target` (a repository path) loads, or undefined. */
function moduleFile(root, target) {
  const candidates = [
    target,
    ...CODE.map((ext) => target + ext),
    ...CODE.map((ext) => `${target}/index${ext}`),
  ];
  return candidates.find((c) => CODE.includes(path.extname(c)) && isFile(path.join(root, c)));
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The modules a file loads when it runs: imports, export-froms, import() and require(), not `import type`. */
export function runtimeImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Browser code: every module the browser entry points (SITE, PLUGIN_CLIENT)
 * under `root`'s src/ import, directly or not, each with the module that
 * first imported it (undefined for an entry point).
 * @returns {Map<string, string | undefined>}
 */
export function browserModules(root = ROOT) {
  const files = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((rel) => `src/${rel.split(path.sep).join('/')}`)
    .filter((file) => CODE.includes(path.extname(file)));
  const browser = new Map(
    files.filter((f) => under(f, SITE) || PLUGIN_CLIENT.test(f)).map((f) => [f, undefined]),
  );
  const queue = [...browser.keys()];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of runtimeImports(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      const target = importedPath(file, specifier);
      const loaded = target && moduleFile(root, target);
      if (loaded && !browser.has(loaded)) {
        browser.set(loaded, file);
        queue.push(loaded);
      }
    }
  }
  return browser;
}

/** How the browser reaches `file`: entry point → … → file. */
function browserPath(browser, file) {
  const chain = [file];
  for (let via = browser.get(file); via; via = browser.get(via)) chain.unshift(via);
  return chain.join(' → ');
}

/** The floor of a file of this repository (ARCHITECTURE.md), or undefined for tests and other files. */
export function floorOf(file, browser = BROWSER) {
  if (under(file, SHARED)) return 'shared';
  if (under(file, SITE) || browser.has(file)) return 'site';
  if (file.startsWith('src/') || file === 'docusaurus.config.ts' || file === 'sidebars.ts')
    return 'build';
  if (file.startsWith('tools/')) return 'tools';
  if (file.startsWith('scripts/')) return 'scripts';
  return undefined;
}

/** @param {string} file @param {string} specifier @returns {string | undefined} why not */
export function floorViolation(file, specifier, browser = BROWSER, root = ROOT) {
  const target = importedPath(file, specifier);
  const floor = floorOf(file, browser);
  const targetFile = target && (moduleFile(root, target) ?? target);
  if (file.startsWith('src/') && target && inAny(target, TOOLING))
    return 'src/ never imports tools/ or scripts/';
  if (floor === 'site') {
    if (isBuiltin(specifier))
      return under(file, SITE)
        ? 'the site floor runs in the browser: no Node.js modules'
        : `browser code (${browserPath(browser, file)}): no Node.js modules`;
    if (!target) return undefined;
    const plugin = /^src\/plugins\/[^/]+\//.exec(file)?.[0];
    if (inAny(target, SITE) || inAny(target, SHARED) || (plugin && target.startsWith(plugin)))
      return undefined;
    return 'the site floor imports only the site floor (src/theme, src/components, src/browser, src/css, src/clientModules), its own plugin folder, and src/site.ts, src/data';
  }
  if (floor === 'shared') {
    if (isBuiltin(specifier))
      return 'src/site.ts and src/data are shared with the browser: no Node.js modules';
    if (target && !inAny(target, SHARED)) return 'src/site.ts and src/data import only each other';
    return undefined;
  }
  if (floor === 'build' && target && inAny(target, SITE_COMPONENTS))
    return 'build code never imports src/theme, src/components, src/clientModules or src/css';
  if ((floor === 'tools' || floor === 'scripts') && target) {
    if (inAny(target, SITE_COMPONENTS) || floorOf(targetFile, browser) === 'site')
      return 'tools and scripts never import site components or browser code';
    if (floor === 'tools' && inAny(target, ['scripts/']))
      return 'tools never import scripts/ (the entry points)';
    const layer = (f) => TOOL_LAYERS.findIndex((p) => `${f}/`.startsWith(p));
    if (floor === 'tools' && layer(target) !== -1 && layer(target) < layer(file))
      return `tools/ imports only downward: ${TOOL_LAYERS.join(' → ')}`;
  }
  return undefined;
}

/** The browser code of this repository, found once per lint run. */
const BROWSER = browserModules();

/**
 * The floors/imports rule for the repository at `root` (another root: a
 * test's made-up tree), with its browser code found once.
 * @returns {import('eslint').ESLint.Plugin}
 */
export function floorsPlugin(
  root = ROOT,
  browser = root === ROOT ? BROWSER : browserModules(root),
) {
  /** @type {import('eslint').Rule.RuleModule} */
  const imports = {
    meta: {
      type: 'problem',
      docs: { description: "ARCHITECTURE.md's floors: what each floor may import" },
      schema: [],
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      /** @param {any} node */
      const check = (node) => {
        if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
        const why = floorViolation(file, node.value, browser, root);
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
  return { rules: { imports } };
}

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
    plugins: { floors: floorsPlugin() },
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
