import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ALGOLIA_BUILD_DIR, BUILD_DIR } from './support';
import { searchIndexFiles } from '../../src/plugins/search-local/trimIndex';

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const mainBundle = (dir: string) => {
  const js = path.join(dir, 'assets/js');
  return fs
    .readdirSync(js)
    .filter((f) => /^main\..*\.js$/.test(f))
    .map((f) => fs.readFileSync(path.join(js, f), 'utf8'))
    .join('\n');
};

describe('search provider switch', () => {
  it('builds the local Chinese index by default, with no DocSearch', () => {
    const home = read(BUILD_DIR, 'index.html');
    assert.ok(!home.includes('DocSearch-Button'));
    assert.ok(searchIndexFiles(BUILD_DIR).length > 0);
    assert.ok(fs.existsSync(path.join(BUILD_DIR, 'search/index.html')));
  });

  it('renders Algolia DocSearch and its search page with SEARCH_PROVIDER=algolia', () => {
    assert.ok(fs.existsSync(ALGOLIA_BUILD_DIR), `no Algolia build at ${ALGOLIA_BUILD_DIR}`);
    const home = read(ALGOLIA_BUILD_DIR, 'index.html');
    assert.match(home, /DocSearch-Button/);
    assert.match(read(ALGOLIA_BUILD_DIR, 'search/index.html'), /<h1[^>]*>在文档中搜索/);
    assert.deepEqual(searchIndexFiles(ALGOLIA_BUILD_DIR), []);
    const bundle = mainBundle(ALGOLIA_BUILD_DIR);
    for (const value of ['3IVALO5OU4', '5fdbbcbd186f2a1265494810dd0bf09c', 'capacitorjs-zh-hans']) {
      assert.ok(bundle.includes(value), `${value} configured`);
    }
    assert.match(bundle, /contextualSearch:!1/);
  });
});
