/** The floors rule of eslint.config.mjs: what each floor of ARCHITECTURE.md may import. */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import type { LoadContext, Plugin, PluginConfig, PluginModule } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import { browserModules, floorsPlugin, floorViolation as why } from '../../eslint.config.mjs';
import config from '../../docusaurus.config';
import { REPLACED_MODULES } from '../../src/plugins/search-local';
import { EMPTY_MODULE } from '../../src/plugins/no-prism';
import { SITE_DIR, tempTree } from './helpers/fixtures';

const BROWSER = browserModules();

/** The floors rule's messages for `files` (path → text) of the tree at `root`. */
async function lint(root: string, files: Record<string, string>): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { floors: floorsPlugin(root) },
        rules: { 'floors/imports': 'error' },
      },
    ],
  });
  const messages: string[] = [];
  for (const [file, text] of Object.entries(files))
    for (const result of await eslint.lintText(text, { filePath: path.join(root, file) }))
      messages.push(...result.messages.map((m) => `${file}: ${m.message}`));
  return messages;
}

describe('floors/imports', () => {
  it('keeps the site floor to itself, src/site.ts, src/data and packages', () => {
    expect(why('src/theme/Root/index.tsx', '@site/src/browser/otherBuild')).toBeUndefined();
    expect(why('src/components/X/index.tsx', '../../site')).toBeUndefined();
    expect(why('src/browser/versionLinks.ts', '../data/links')).toBeUndefined();
    expect(why('src/theme/X/index.tsx', '@docusaurus/theme-common')).toBeUndefined();
    expect(why('src/theme/X/index.tsx', '@site/src/versions/inventory')).toMatch(/site floor/);
    expect(why('src/browser/x.ts', '../plugins/llms/toMarkdown')).toMatch(/site floor/);
    expect(why('src/components/X/index.tsx', 'node:fs')).toMatch(/Node\.js/);
  });

  it("lets a plugin's browser code import its own plugin folder only", () => {
    expect(why('src/plugins/search-local/client/tokenize.ts', '../relaxQueries')).toBeUndefined();
    expect(why('src/plugins/tag-manager/client.ts', './container')).toBeUndefined();
    expect(why('src/plugins/tag-manager/container.ts', '../llms/urls')).toMatch(/site floor/);
  });

  it('keeps build code out of site components and src/ out of tools/ and scripts/', () => {
    expect(why('src/plugins/llms/index.ts', '../../browser/markdownUrls')).toBeUndefined();
    expect(why('src/siteBuild/x.ts', '../theme/Root')).toMatch(/build code/);
    expect(why('docusaurus.config.ts', './src/components/X')).toMatch(/build code/);
    expect(why('src/siteBuild/x.ts', '../../tools/nginx/server')).toMatch(/tools/);
    expect(why('src/data/x.ts', '../versions')).toMatch(/only each other/);
  });

  it('keeps tools and scripts out of site components and browser code', () => {
    expect(why('tools/bench/run.ts', '../../src/versions')).toBeUndefined();
    expect(why('tools/bench/run.ts', '../../src/site')).toBeUndefined();
    expect(why('tools/content/rules.ts', '../../src/data/searchSynonyms')).toBeUndefined();
    for (const [file, specifier] of [
      ['tools/x/y.ts', '../../src/theme/Root'],
      ['tools/x/y.ts', '@site/src/components/NotFound/suggestions'],
      ['tools/x/y.ts', '../../src/browser/search/synonyms'],
      ['tools/x/y.ts', '../../src/plugins/search-local/relaxQueries'],
      ['scripts/x.ts', '../src/plugins/tag-manager/container'],
    ])
      expect(why(file, specifier), `${file} → ${specifier}`).toMatch(/tools and scripts never/);
  });

  it('keeps the layers of tools/ in one direction', () => {
    expect(why('tools/content/checkFile.ts', '../upstream/recordCheck')).toBeUndefined();
    expect(why('tools/upstream/sync.ts', '../inventory/fromUpstream')).toBeUndefined();
    expect(why('tools/inventory/fromUpstream.ts', '../common/git')).toBeUndefined();
    expect(why('tools/bench/run.ts', '../inventory/builtRoutes')).toBeUndefined();
    expect(why('tools/inventory/x.ts', '../upstream/git')).toMatch(/only downward/);
    expect(why('tools/common/git.ts', '../content/rules')).toMatch(/only downward/);
    expect(why('tools/upstream/relink.ts', '../content/fences')).toMatch(/only downward/);
  });
});

describe('browser code', () => {
  it('is what the entry points import, wherever it lives', () => {
    expect(BROWSER.get('src/plugins/search-local/relaxQueries.ts')).toBe(
      'src/plugins/search-local/client/smartQueries.ts',
    );
    expect(BROWSER.get('src/plugins/tag-manager/container.ts')).toBe(
      'src/plugins/tag-manager/client.ts',
    );
    expect(BROWSER.has('src/plugins/search-local/client/sortResults.ts')).toBe(true);
    expect(BROWSER.has('src/plugins/search-local/index.ts')).toBe(false);
    expect(BROWSER.has('src/versions/inventory.ts')).toBe(false);
  });

  it('holds every module our plugins and the config hand to the browser bundle', () => {
    const context = {
      siteDir: SITE_DIR,
      siteConfig: config,
      baseUrl: '/docs/',
      generatedFilesDir: tempTree({}, 'generated-'),
    } as LoadContext;
    const handed = [
      ...(config.clientModules ?? []).flatMap((file) =>
        file ? [path.resolve(SITE_DIR, file)] : [],
      ),
      ...REPLACED_MODULES.map(({ ours }) =>
        path.join(SITE_DIR, 'src/plugins/search-local/client', ours),
      ),
      EMPTY_MODULE,
    ];
    for (const entry of [...(config.plugins ?? []), ...(config.themes ?? [])] as PluginConfig[]) {
      const [create, given] = Array.isArray(entry) ? entry : [entry, {}];
      if (typeof create !== 'function') continue;
      const { validateOptions } = create as PluginModule;
      const options = validateOptions
        ? validateOptions({ validate: normalizePluginOptions as never, options: given as never })
        : given;
      const plugin = (create as (c: LoadContext, o: unknown) => Plugin | null)(context, options);
      handed.push(...(plugin?.getClientModules?.() ?? []));
      if (plugin?.getThemePath) handed.push(plugin.getThemePath());
    }
    const ours = handed
      .map((file) => path.relative(SITE_DIR, file).split(path.sep).join('/'))
      .filter((file) => file.startsWith('src/'));
    expect(ours.length).toBeGreaterThanOrEqual(5);
    for (const file of ours) {
      const folder = fs.statSync(path.join(SITE_DIR, file)).isDirectory();
      expect(
        folder ? [...BROWSER.keys()].some((f) => f.startsWith(`${file}/`)) : BROWSER.has(file),
        `${file} runs in the browser: name it client.ts or put it in client/ (eslint.config.mjs)`,
      ).toBe(true);
    }
  });

  it('fails the lint on a Node.js import in any module the browser runs', async () => {
    for (const file of [
      'src/plugins/search-local/relaxQueries.ts',
      'src/plugins/search-local/client/sortResults.ts',
      'src/plugins/tag-manager/container.ts',
    ]) {
      const text = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      const messages = await lint(SITE_DIR, { [file]: `import fs from 'node:fs';\n${text}` });
      expect(messages, file).toEqual([
        expect.stringMatching(/"node:fs": browser code \(src\/plugins\/[^)]+\): no Node\.js/),
      ]);
    }
  });

  it('follows imports through any folder, but not type-only ones', async () => {
    const files = {
      'src/plugins/x/client.ts': "import { a } from './a';\nexport const x = a;\n",
      'src/plugins/x/a.ts': "import type { C } from './c';\nexport { b as a } from './deep/b';\n",
      'src/plugins/x/deep/b.ts': "import path from 'node:path';\nexport const b = path.sep;\n",
      'src/plugins/x/c.ts': "import fs from 'node:fs';\nexport type C = typeof fs;\n",
      'src/plugins/x/index.ts': "import fs from 'node:fs';\nexport default fs;\n",
    };
    const root = tempTree(files, 'floors-');
    expect(await lint(root, files)).toEqual([
      'src/plugins/x/deep/b.ts: "node:path": browser code (src/plugins/x/client.ts → src/plugins/x/a.ts → src/plugins/x/deep/b.ts): no Node.js modules (ARCHITECTURE.md).',
    ]);
  });
});

describe('ARCHITECTURE.md', () => {
  const architecture = fs.readFileSync(path.join(SITE_DIR, 'ARCHITECTURE.md'), 'utf8');
  const table = architecture.split('## 四层结构')[1]?.split('\n\n')[1] ?? '';

  it('places every folder and file of src/ and tools/ on a floor', () => {
    const entries = ['src', 'tools'].flatMap((dir) =>
      fs
        .readdirSync(path.join(SITE_DIR, dir), { withFileTypes: true })
        .map((e) => `${dir}/${e.name}${e.isDirectory() ? '/' : ''}`),
    );
    const unplaced = entries.filter((entry) => {
      const name = entry.replace(/^tools\//, '').replace(/\/$/, '');
      return entry.startsWith('tools/')
        ? !new RegExp(`[（、；]${name}[、；）]`).test(table)
        : !table.includes(`\`${entry}\``);
    });
    expect(unplaced, 'add them to the table under ## 四层结构').toEqual([]);
  });
});
