import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeBuilds } from '@site/src/siteBuild/merge';
import { checkLinks } from '@site/src/siteBuild/linkCheck';
import { sitemapIndex, writeSitemaps } from '@site/src/siteBuild/siteFiles';
import { tempTree } from '../helpers/fixtures';

describe('mergeBuilds', () => {
  it('takes each version’s files and the latest build’s site-wide ones', () => {
    const latest = tempTree({
      'index.html': 'v8 首页',
      '404.html': 'v8 的 404',
      'search/index.html': 'v8 搜索页',
      'assets/js/main.aaa.js': 'a',
      'img/logo.svg': 'logo',
    });
    const v7 = tempTree({
      'v7/index.html': 'v7 首页',
      '404.html': 'v7 的 404',
      'search/index.html': 'v7 搜索页',
      'assets/js/main.bbb.js': 'b',
      'img/logo.svg': 'logo',
      'search-index-v7.json': '[]',
    });
    const out = path.join(tempTree({}), 'build');
    mergeBuilds(
      [
        { name: 'v8', dir: latest },
        { name: 'v7', dir: v7 },
      ],
      out,
    );
    const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
    expect(read('404.html')).toBe('v8 的 404');
    expect(read('search/index.html')).toBe('v8 搜索页');
    expect(read('v7/index.html')).toBe('v7 首页');
    expect(read('assets/js/main.bbb.js')).toBe('b');
    expect(read('search-index-v7.json')).toBe('[]');
  });

  it('fails naming a file two builds write with different content', () => {
    const latest = tempTree({ 'img/logo.svg': 'logo' });
    const v7 = tempTree({ 'img/logo.svg': 'another logo' });
    expect(() =>
      mergeBuilds(
        [
          { name: 'v8', dir: latest },
          { name: 'v7', dir: v7 },
        ],
        path.join(tempTree({}), 'build'),
      ),
    ).toThrow(/img\/logo\.svg（v7 的构建与已合并的文件不同）/);
  });
});

describe('checkLinks', () => {
  const site = tempTree({
    'index.html': '<h2 id=intro>简介</h2><a href=/docs/apis/camera#getphoto>相机</a>',
    'apis/camera/index.html':
      '<h3 id="getphoto">getPhoto</h3><a href="/docs/v7/apis/nope">坏链接</a><a href=#missing>坏锚点</a><a href="https://example.com/x">外部</a><a href=/docs/img/logo.svg>图</a><a href=/docs/v3/apis/camera>v3</a>',
    'img/logo.svg': '',
  });

  it('reports a link to no page and an anchor the page lacks, with the page it is on', () => {
    expect(checkLinks(site, new Set(['/docs/v3/apis/camera']))).toEqual([
      { page: '/docs/apis/camera', href: '/docs/v7/apis/nope', reason: '没有这个页面' },
      { page: '/docs/apis/camera', href: '#missing', reason: '页面上没有 id 为 “missing” 的元素' },
    ]);
  });

  it('checks links into a version left out of the build against its pages', () => {
    expect(checkLinks(site)).toContainEqual({
      page: '/docs/apis/camera',
      href: '/docs/v3/apis/camera',
      reason: '没有这个页面',
    });
  });
});

describe('sitemaps', () => {
  it('copies each version’s sitemap and indexes them', () => {
    const v8 = tempTree({ 'sitemap.xml': '<urlset>v8</urlset>' });
    const v7 = tempTree({ 'sitemap.xml': '<urlset>v7</urlset>' });
    const out = tempTree({});
    writeSitemaps(
      [
        { name: 'v8', dir: v8 },
        { name: 'v7', dir: v7 },
      ],
      out,
      'https://example.com/docs/',
    );
    expect(fs.readFileSync(path.join(out, 'sitemap-v7.xml'), 'utf8')).toBe('<urlset>v7</urlset>');
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toBe(
      sitemapIndex([
        'https://example.com/docs/sitemap-v8.xml',
        'https://example.com/docs/sitemap-v7.xml',
      ]),
    );
    expect(sitemapIndex(['https://e.com/a.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://e.com/a.xml</loc></sitemap></sitemapindex>',
    );
  });
});
