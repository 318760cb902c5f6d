import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '@site/tools/content/glossary';
import { glossaryProblems } from '@site/tools/content/glossaryCheck';
import { SEARCH_SYNONYMS } from '@site/src/data/searchSynonyms';

const page = (body: string, front = 'title: 相机\n') => `---\n${front}---\n\n${body}\n`;

describe('the glossary check', () => {
  it('reports a replaced term, an avoided synonym and translationese, with line and preferred term', () => {
    const problems = glossaryProblems(
      page('# 相机 {#camera}\n\n从图库选一张照片作为闪屏，然后进行裁剪操作。'),
    );
    expect(problems).toEqual([
      {
        line: 7,
        message: 'glossary: "闪屏" → "启动页" (splash screen; tools/content/glossary.ts)',
      },
      {
        line: 7,
        message: 'glossary: "图库" → "相册" (gallery / photo library; tools/content/glossary.ts)',
      },
      expect.objectContaining({
        line: 7,
        message: expect.stringMatching(/^translationese: "进行裁剪操作" \(进行……操作\)/) as unknown,
      }),
    ]);
  });

  it('reports 被……所, but not 所有 or 所以 after 被', () => {
    expect(glossaryProblems(page('进程被系统所回收。'))).toHaveLength(1);
    expect(glossaryProblems(page('为被测单元的所有依赖创建 mock，所以不必连接设备。'))).toEqual([]);
  });

  it('checks the title, sidebar label and description, not other front matter', () => {
    const front = 'title: 图库\nsidebar_label: 闪屏\ndescription: 深度链接\nkeywords:\n  - 图库\n';
    expect(glossaryProblems(page('正文。', front)).map((p) => p.line)).toEqual([2, 3, 4]);
  });

  it('leaves code, links, tags, anchors and quoted words alone', () => {
    const body = [
      '```js',
      '// 图库',
      '```',
      '调用 `saveToGallery` 或 `图库` 都行。',
      '见[说明](https://example.com/图库)。<code>闪屏</code>',
      '读者常说的“闪屏”就是启动页，英文写作 "splash screen"。',
      '## 启动页 {#闪屏}',
      '应用内购买项目。',
    ].join('\n');
    expect(glossaryProblems(page(body))).toEqual([]);
  });

  it('avoids no word that is another entry’s preferred term, and lists each avoided word once', () => {
    const preferred = new Set(GLOSSARY.map((e) => e.zh));
    const avoided = GLOSSARY.flatMap((e) => e.avoid ?? []);
    expect(avoided.filter((w) => preferred.has(w))).toEqual([]);
    expect(new Set(avoided).size).toBe(avoided.length);
  });

  it('names, as preferred terms, the terms search reads readers’ synonyms as', () => {
    const preferred = new Set(GLOSSARY.map((e) => e.zh));
    expect(Object.keys(SEARCH_SYNONYMS).filter((term) => !preferred.has(term))).toEqual([]);
  });
});
