import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import searchInDev from '@site/src/plugins/search-in-dev';

const require = createRequire(import.meta.url);
const enableInDev: (
  source: string,
) => string = require('../../src/plugins/search-in-dev/enable-in-dev-loader.cjs');

describe('search in the dev server', () => {
  it('turns the search plugin production gates on', () => {
    const source =
      'if (process.env.NODE_ENV === "production" && !p) {}\nif (process.env.NODE_ENV === \'production\') {}';
    expect(enableInDev(source)).toBe('if (true && !p) {}\nif (true) {}');
  });

  it('applies only to development bundles, and only to the gated modules', () => {
    const plugin = searchInDev();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: { mode: string }) => {
      module?: { rules: { test: RegExp }[] };
    };
    expect(configure({ mode: 'production' })).toEqual({});
    const [rule] = configure({ mode: 'development' }).module!.rules;
    expect(
      rule.test.test(
        '/n/@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
      ),
    ).toBe(true);
    expect(
      rule.test.test(
        '/n/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/EmptyTemplate.js',
      ),
    ).toBe(true);
    expect(
      rule.test.test('/n/@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
    ).toBe(false);
  });
});
