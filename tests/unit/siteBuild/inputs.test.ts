import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configurationName, versionInputKey } from '@site/src/siteBuild/inputs';
import { tempTree } from '../helpers/fixtures';

describe('versionInputKey', () => {
  const site = () =>
    tempTree({
      'docusaurus.config.ts': 'config',
      'README.md': '说明',
      'src/theme/A.tsx': 'a',
      'tests/a.test.ts': 't',
      'upstream-facts/v7.txt': 'apis/camera.md\tquality',
      'routes/served.txt': '/docs/v7\n',
      'routes/routes.json': '{}',
      'docs/index.md': '下一版本',
      'versioned_docs/version-v7/index.md': 'v7 首页',
      'versioned_docs/version-v6/index.md': 'v6 首页',
    });

  it('changes with the version’s own pages and the site’s code, not with other versions’ text or tests', () => {
    const dir = site();
    const key = () => versionInputKey(dir, 'v7', {});
    const first = key();
    const write = (rel: string, text: string) => fs.writeFileSync(path.join(dir, rel), text);

    write('versioned_docs/version-v6/index.md', 'v6 首页（改）');
    write('tests/a.test.ts', 't2');
    write('README.md', '说明（改）');
    // Read by the checks and the inventory tools only.
    write('upstream-facts/v7.txt', 'apis/camera.md\tresultType');
    write('routes/served.txt', '/docs/v7\n/docs/v7/apis/camera\n');
    expect(key()).toBe(first);
    write('routes/routes.json', '{"versions":[]}');
    expect(key()).not.toBe(first);
    write('routes/routes.json', '{}');

    // A page added to another version is a new link target.
    write('versioned_docs/version-v6/new.md', '新页面');
    const withNewPage = key();
    expect(withNewPage).not.toBe(first);

    write('versioned_docs/version-v7/index.md', 'v7 首页（改）');
    expect(key()).not.toBe(withNewPage);
    const edited = key();
    write('src/theme/A.tsx', 'b');
    expect(key()).not.toBe(edited);
  });

  it('changes with the environment a build reads, and names a folder per configuration', () => {
    const dir = site();
    expect(versionInputKey(dir, 'v7', { SEARCH_PROVIDER: 'algolia' })).not.toBe(
      versionInputKey(dir, 'v7', {}),
    );
    expect(configurationName({ SITE_ANALYTICS: 'off' })).not.toBe(configurationName({}));
    expect(configurationName({})).toMatch(/^[0-9a-f]{12}$/);
    // `npm run build -- --no-minify` must not leave its output where a plain build reuses it.
    expect(configurationName({}, ['--no-minify'])).not.toBe(configurationName({}));
    expect(configurationName({}, [])).toBe(configurationName({}));
  });
});
