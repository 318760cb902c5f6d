/**
 * The installed search plugin's worker API that our search page and navbar
 * box call (src/components/LocalSearch/SearchPage.tsx, src/theme/SearchBar):
 * its module path and exports, and that the worker keeps an index load once
 * made, failed or not, which is why "重试" loads the page again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
const root = path.dirname(require.resolve(`${PLUGIN}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const theme = path.join(root, 'dist/client/client/theme');
const read = (file: string) => fs.readFileSync(path.join(theme, file), 'utf8');
const changed = (what: string) =>
  `${PLUGIN}@${version} changed ${what}: check SearchPage.tsx and src/theme/SearchBar before upgrading`;

describe(`${PLUGIN} worker API (installed ${version})`, () => {
  it('exports fetchIndexesByWorker and searchByWorker from dist/client/client/theme/searchByWorker.js', () => {
    const source = read('searchByWorker.js');
    expect(source, changed('searchByWorker.js')).toMatch(
      /export async function fetchIndexesByWorker\(baseUrl, searchContext\)/,
    );
    expect(source, changed('searchByWorker.js')).toMatch(
      /export async function searchByWorker\(baseUrl, searchContext, input, limit\)/,
    );
  });

  it('caches each index load promise in the worker, so a failed load stays failed until the page reloads', () => {
    const source = read('worker.js');
    expect(source, changed('worker.js (index cache)')).toMatch(/cache\.get\(cacheKey\)/);
    expect(source, changed('worker.js (index cache)')).toMatch(/cache\.set\(cacheKey, promise\)/);
  });

  it('has its navbar box load the index of the version being read, as src/theme/SearchBar assumes', () => {
    // Each version is the latest of its own build: the box loads from the base
    // URL, with the version's path as its search context.
    const source = read('SearchBar/SearchBar.jsx');
    expect(source, changed('SearchBar.jsx (versionUrl)')).toMatch(
      /if \(activeVersion && !activeVersion\.isLast\) \{\s*versionUrl = activeVersion\.path \+ "\/";/,
    );
    expect(source, changed('SearchBar.jsx (search context)')).toMatch(
      /const uri = location\.pathname\.substring\(versionUrl\.length\);[\s\S]*?if \(uri === path \|\| uri\.startsWith\(`\$\{path\}\/`\)\)/,
    );
    expect(source, changed('SearchBar.jsx (index load)')).toMatch(
      /fetchIndexesByWorker\(versionUrl, searchContext\)/,
    );
  });

  it('names a context’s index search-index-<context>.json at the URL it loads from, as buildIndexes writes it', () => {
    expect(read('worker.js'), changed('worker.js (index URL)')).toContain(
      'searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\\//g, "-")}` : "")',
    );
  });

  it('is the exact version package.json pins', () => {
    const pinned = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(pinned.dependencies[PLUGIN], `${PLUGIN} touches internals: pin it exactly`).toBe(
      version,
    );
  });
});
