import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionKeywordDocuments } from '@site/src/plugins/search-local/sectionKeywords';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
const root = path.dirname(require.resolve(`${PLUGIN}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const changed = (what: string) =>
  `${PLUGIN}@${version} changed ${what}: check src/plugins/search-local/sectionKeywords.ts, indexWorker.cjs and trimIndex.ts before upgrading`;

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

/**
 * What the section keywords documents and the stop words (../trimIndex.ts)
 * take from the installed plugin: its scanner's document lists and fields,
 * that its navbar box opens and titles any hit by its anchor and section, and
 * that its query segmenter skips characters the index does not hold.
 */
describe(`${PLUGIN} as the section keywords and stop words use it (installed ${version})`, () => {
  it("scans pages into title, heading, description, keywords and content lists, headings' anchors with their #", () => {
    const source = read('dist/server/server/utils/scanDocuments.js');
    expect(source, changed('scanDocuments.js (document lists)')).toMatch(
      /titleDocuments,\s*headingDocuments,\s*descriptionDocuments,\s*keywordsDocuments,\s*contentDocuments,/,
    );
    expect(source, changed('scanDocuments.js (heading documents)')).toMatch(
      /headingDocuments\.push\(\{\s*i: getNextDocId\(\),\s*t: section\.title,\s*u: url,\s*h: trimmedHash,\s*p: titleId,/,
    );
    // indexWorker.cjs empties the descriptions and adds to the keywords by these positions.
    const kinds = read('dist/client/shared/interfaces.js');
    expect(kinds, changed('SearchDocumentType')).toMatch(/\["Description"\] = 2/);
    expect(kinds, changed('SearchDocumentType')).toMatch(/\["Keywords"\] = 3/);
  });

  it('has its navbar box open a hit at its anchor and title a keywords hit by its section', () => {
    const theme = 'dist/client/client/theme/SearchBar/';
    expect(read(`${theme}SearchBar.jsx`), changed('SearchBar.jsx (hit URL)')).toMatch(
      /if \(h\) \{\s*url \+= h;/,
    );
    expect(read(`${theme}SuggestionTemplate.js`), changed('SuggestionTemplate.js')).toMatch(
      /isKeywords\s*\? highlight\(document\.s, tokens\)/,
    );
  });

  it("skips a query's characters that no indexed word starts with", () => {
    expect(read('dist/client/client/utils/cutZhWords.js'), changed('cutZhWords.js')).toMatch(
      /if \(!matched\) \{\s*if \(subToken\.length > 0\) \{\s*cut\(subToken\.substr\(1\), \{\s*missed: carry\.missed \+ 1,/,
    );
  });
});
