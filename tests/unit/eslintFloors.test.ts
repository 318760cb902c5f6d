/** The floors rule of eslint.config.mjs: what each floor of ARCHITECTURE.md may import. */
import { describe, expect, it } from 'vitest';
import { floorViolation } from '../../eslint.config.mjs';

const why: (file: string, specifier: string) => string | undefined = floorViolation;

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

  it("lets a plugin's client code import its own plugin folder only", () => {
    expect(why('src/plugins/search-local/client/tokenize.ts', '../synonyms')).toBeUndefined();
    expect(why('src/plugins/tag-manager/client.ts', './container')).toBeUndefined();
    expect(why('src/plugins/tag-manager/client.ts', '../llms/urls')).toMatch(/site floor/);
  });

  it('keeps build code out of site components and src/ out of tools/ and scripts/', () => {
    expect(why('src/plugins/llms/index.ts', '../../browser/markdownUrls')).toBeUndefined();
    expect(why('src/siteBuild/x.ts', '../theme/Root')).toMatch(/build code/);
    expect(why('docusaurus.config.ts', './src/components/X')).toMatch(/build code/);
    expect(why('src/siteBuild/x.ts', '../../tools/nginx/server')).toMatch(/tools/);
    expect(why('src/data/x.ts', '../versions')).toMatch(/only each other/);
    expect(why('tools/bench/run.ts', '../../src/versions')).toBeUndefined();
  });
});
