import { describe, expect, it } from 'vitest';
import { describeResult, groupByPage } from '../../../../src/components/LocalSearch/describeResult';
import { SearchDocumentKind } from '../../../../src/browser/search/searchResult';

const page = { i: 1, t: 'Camera', u: '/docs/apis/camera', b: ['API', '插件'] };

describe('describeResult', () => {
  it('shows a page hit by its title and breadcrumb', () => {
    expect(describeResult({ document: page, type: SearchDocumentKind.Title, tokens: [] })).toEqual({
      href: '/docs/apis/camera',
      title: 'Camera',
      breadcrumb: ['API', '插件'],
    });
  });

  it('shows a heading hit under its page, linking to the heading', () => {
    const heading = { i: 2, t: 'getPhoto(...)', u: '/docs/apis/camera', h: '#getphoto', p: 1 };
    expect(
      describeResult({ document: heading, type: SearchDocumentKind.Heading, page, tokens: [] }),
    ).toEqual({
      href: '/docs/apis/camera#getphoto',
      title: 'getPhoto(...)',
      breadcrumb: ['API', '插件', 'Camera'],
    });
  });

  it('shows a text hit by its section title, with the text', () => {
    const text = { i: 3, t: '需要相机权限', u: '/docs/apis/camera', h: '#ios', s: 'iOS', p: 1 };
    expect(
      describeResult({ document: text, type: SearchDocumentKind.Content, page, tokens: [] }),
    ).toEqual({
      href: '/docs/apis/camera#ios',
      title: 'iOS',
      breadcrumb: ['API', '插件', 'Camera'],
      text: '需要相机权限',
    });
  });

  it('shows a keywords hit as its page (the keywords are not text to read)', () => {
    const keywords = { i: 1, t: '拍照, 相册', u: '/docs/apis/camera', s: 'Camera', p: 1 };
    expect(
      describeResult({ document: keywords, type: SearchDocumentKind.Keywords, page, tokens: [] }),
    ).toEqual({ href: '/docs/apis/camera', title: 'Camera', breadcrumb: ['API', '插件'] });
  });

  it("shows a section's keywords hit as that section, under its page", () => {
    const keywords = {
      i: 5,
      t: 'PWA 拍照',
      u: '/docs/apis/camera',
      h: '#pwa-notes',
      s: 'PWA 说明',
      p: 1,
    };
    expect(
      describeResult({ document: keywords, type: SearchDocumentKind.Keywords, page, tokens: [] }),
    ).toEqual({
      href: '/docs/apis/camera#pwa-notes',
      title: 'PWA 说明',
      breadcrumb: ['API', '插件', 'Camera'],
    });
  });

  it('falls back to the page title for a text before any heading', () => {
    const text = { i: 4, t: '相机插件', u: '/docs/apis/camera', p: 1 };
    const view = describeResult({
      document: text,
      type: SearchDocumentKind.Content,
      page,
      tokens: [],
    });
    expect(view.title).toBe('Camera');
  });
});

describe('groupByPage', () => {
  const hit = (i: number, u: string, h = '') => ({
    document: { i, t: `第 ${i} 条`, u, h },
    type: SearchDocumentKind.Heading,
    tokens: [],
  });

  it('keeps one group a page, where its best hit ranks, with its other hits in order', () => {
    const hits = [
      hit(1, '/docs/guides/splash-screens-and-icons'),
      hit(2, '/docs/guides/splash-screens-and-icons', '#android-12'),
      hit(3, '/docs/apis/splash-screen'),
      hit(4, '/docs/guides/splash-screens-and-icons', '#ios'),
    ];
    expect(groupByPage(hits).map((g) => [g.page, g.hits.map((h) => h.document.i)])).toEqual([
      ['/docs/guides/splash-screens-and-icons', [1, 2, 4]],
      ['/docs/apis/splash-screen', [3]],
    ]);
    expect(groupByPage([])).toEqual([]);
  });
});
