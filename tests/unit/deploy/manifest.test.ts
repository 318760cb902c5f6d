import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { NOT_FOUND_PATH, buildManifest, ownAssets } from '@site/tools/deploy/manifest';
import { nginxCspInclude } from '@site/src/serving/csp';
import { tempTree } from '../helpers/fixtures';

const page = (version: string, title: string) =>
  `<!doctype html><html class="docs-doc-page docs-version-${version}"><title>${title}</title></html>`;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const files = {
  'index.html': page('v8', 'v8 首页'),
  'apis/camera/index.html': page('v8', '相机'),
  'next/index.html': page('current', 'v9 首页'),
  'v7/apis/camera/index.html': page('v7', 'v7 相机'),
  '404.html': '<html><title>找不到页面</title></html>',
  'sitemap.xml':
    '<sitemapindex><sitemap><loc>https://docs.example.cn/docs/sitemap-v8.xml</loc></sitemap></sitemapindex>',
  '_nginx/csp.conf': nginxCspInclude("default-src 'self'"),
  'assets/js/main.abcd1234.js': 'x',
  'assets/js/main.abcd1234.js.br': 'x',
  'assets/css/styles.0123abcd.css': 'x',
};

describe('a release’s record', () => {
  it('names the build’s address and CSP, a page of each version, a redirect and the 404', () => {
    const manifest = buildManifest(tempTree(files), '20261128T212005Z-9a147c3');
    expect(manifest.siteUrl).toBe('https://docs.example.cn');
    expect(manifest.csp).toBe("default-src 'self'");
    expect(manifest.checks).toEqual([
      {
        name: 'v8 的页面 /docs/',
        path: '/docs/',
        status: 200,
        sha256: sha256(files['index.html']),
      },
      {
        name: 'current 的页面 /docs/next',
        path: '/docs/next',
        status: 200,
        sha256: sha256(files['next/index.html']),
      },
      {
        name: 'v7 的页面 /docs/v7/apis/camera',
        path: '/docs/v7/apis/camera',
        status: 200,
        sha256: sha256(files['v7/apis/camera/index.html']),
      },
      {
        name: '重定向 /docs/index.html',
        path: '/docs/index.html',
        status: 301,
        location: '/docs/',
      },
      {
        name: '找不到页面（404）',
        path: NOT_FOUND_PATH,
        status: 404,
        sha256: sha256(files['404.html']),
      },
    ]);
  });

  it('refuses a folder that is not a build', () => {
    const dir = tempTree({ 'index.html': page('v8', 'x') });
    expect(() => buildManifest(dir, '20261128T212005Z-9a147c3')).toThrow(/404\.html 不存在/);
  });

  it('lists the build’s hashed files and their compressed copies', () => {
    expect(ownAssets(tempTree(files))).toEqual([
      'assets/css/styles.0123abcd.css',
      'assets/js/main.abcd1234.js',
      'assets/js/main.abcd1234.js.br',
    ]);
  });
});
