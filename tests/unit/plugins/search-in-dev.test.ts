import { describe, expect, it } from 'vitest';
import searchInDev from '@site/src/plugins/search-in-dev';

describe('search in the dev server', () => {
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
