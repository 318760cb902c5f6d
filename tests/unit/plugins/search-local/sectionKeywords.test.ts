import { describe, expect, it } from 'vitest';
import { sectionKeywordDocuments } from '@site/src/plugins/search-local/sectionKeywords.cjs';

const url = '/docs/android/troubleshooting';
const documents = [
  [{ i: 1, t: 'Android 故障排查', u: url, b: ['Android'] }],
  [{ i: 2, t: '错误：APK 无法安装', u: url, h: '#error-apk', p: 1 }],
  [],
  [{ i: 3, t: 'Android,排查', s: 'Android 故障排查', u: url, p: 1 }],
  [{ i: 4, t: '正文', u: url, h: '#error-apk', p: 1 }],
];

describe('keywords documents of sections', () => {
  it("makes one of each heading's data-search-keywords, quoted or not, numbered after the others", () => {
    const html =
      '<h1>Android 故障排查</h1><h2 class="anchor x" id=error-apk data-search-keywords=INSTALL_FAILED_X>错误</h2>' +
      '<h2 id="quoted" data-search-keywords="@Main is deprecated,R&amp;D">引号</h2><h2 id=plain>无</h2>';
    expect(sectionKeywordDocuments([{ url, html }], documents)).toEqual([
      { i: 5, t: 'INSTALL_FAILED_X', s: '错误：APK 无法安装', u: url, h: '#error-apk', p: 1 },
      { i: 6, t: '@Main is deprecated,R&D', s: 'Android 故障排查', u: url, h: '#quoted', p: 1 },
    ]);
  });

  it('makes none for pages without them', () => {
    expect(sectionKeywordDocuments([{ url, html: '<h2 id=a>A</h2>' }], documents)).toEqual([]);
  });
});
