import { describe, expect, it } from 'vitest';
import { parseTarget } from '@site/tools/deploy/target';

describe('DEPLOY_TARGET', () => {
  it('is user@host and the deploy directory', () => {
    expect(parseTarget('deploy@docs.example.cn:/var/www/capacitor-docs-zh')).toEqual({
      host: 'deploy@docs.example.cn',
      root: '/var/www/capacitor-docs-zh',
    });
    expect(parseTarget('web:/srv/docs/')).toEqual({ host: 'web', root: '/srv/docs' });
  });

  it('is required, with an example', () => {
    expect(() => parseTarget(undefined)).toThrow(/没有设置 DEPLOY_TARGET.*deploy@/);
  });

  it('refuses relative paths, parent folders and characters a shell would read', () => {
    for (const value of [
      'host:docs',
      'host:/var/www/../etc',
      "host:/var/www/a'b",
      'host:/var/www/a b',
      'host:/',
      '/var/www',
    ])
      expect(() => parseTarget(value), value).toThrow('不是“用户@主机:绝对路径”');
  });
});
