import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RSPACK_CACHE_ROOT, rspackCacheDirectory } from '@site/src/plugins/rspack-cache';

const siteDir = '/site';
const directory = (overrides: Partial<Parameters<typeof rspackCacheDirectory>[0]> = {}) =>
  rspackCacheDirectory({
    siteDir,
    generatedFilesDir: '/site/.docusaurus',
    isServer: false,
    env: { NODE_ENV: 'production' },
    ...overrides,
  });

describe('rspackCacheDirectory', () => {
  it('is one folder per configuration, under the cache root', () => {
    expect(path.dirname(directory())).toBe(path.join(siteDir, RSPACK_CACHE_ROOT));
    expect(directory()).toBe(directory());
    expect(path.basename(directory())).toMatch(/^client-[0-9a-f]{16}$/);
    expect(path.basename(directory({ isServer: true }))).toMatch(/^server-/);
  });

  it('differs with the versions built, the search provider, analytics and the generated-files folder', () => {
    const others = [
      directory({ env: { NODE_ENV: 'production', DOCS_VERSIONS: 'v7' } }),
      directory({ env: { NODE_ENV: 'production', SEARCH_PROVIDER: 'algolia' } }),
      directory({ env: { NODE_ENV: 'production', SITE_ANALYTICS: 'off' } }),
      directory({ env: { NODE_ENV: 'development' } }),
      directory({ generatedFilesDir: '/site/.search-index/generated' }),
    ];
    expect(new Set([directory(), ...others]).size).toBe(others.length + 1);
  });

  it('ignores environment variables that do not change the build', () => {
    expect(directory({ env: { NODE_ENV: 'production', HOME: '/root', TERM: 'xterm' } })).toBe(
      directory(),
    );
  });
});
