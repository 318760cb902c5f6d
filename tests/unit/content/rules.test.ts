import { describe, expect, it } from 'vitest';
import { checkPage, cjkShare, proseOf } from '@site/tools/content/rules';

const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;
const chineseBody =
  '使用 Capacitor 构建跨平台应用非常简单，只需要几个命令就可以完成原生项目的创建与同步。';

describe('checkPage', () => {
  it('accepts a Chinese page', () => {
    expect(checkPage(page('title: 安装 Capacitor', chineseBody))).toEqual([]);
  });

  it('requires a Chinese title', () => {
    expect(checkPage(page('description: 说明', chineseBody))[0].message).toMatch(/no `title`/);
    expect(checkPage(page('title: Installing Capacitor', chineseBody))[0].message).toMatch(
      /not Chinese/,
    );
  });

  it('accepts search keywords as a list of distinct words, naming the line of a bad one', () => {
    const good = "title: 相机\nkeywords:\n  - 拍照\n  - '@capacitor/camera'";
    expect(checkPage(page(good, chineseBody))).toEqual([]);
    expect(checkPage(page('title: 相机\nkeywords: 拍照', chineseBody))).toEqual([
      { line: 3, message: 'front matter `keywords` must be a non-empty list' },
    ]);
    expect(
      checkPage(page('title: 相机\nkeywords:\n  - 拍照, 相册', chineseBody))[0].message,
    ).toMatch(/without commas/);
    expect(
      checkPage(page('title: 相机\nkeywords:\n  - Camera\n  - camera', chineseBody))[0],
    ).toEqual({ line: 3, message: 'front matter `keywords` repeats "camera"' });
    const many = Array.from({ length: 13 }, (_, i) => `  - 词${i}`).join('\n');
    expect(checkPage(page(`title: 相机\nkeywords:\n${many}`, chineseBody))[0].message).toMatch(
      /13 entries, at most 12/,
    );
  });

  it('names the line of a keyword that search never looks up: a synonym, a stop word', () => {
    expect(checkPage(page('title: 排查\nkeywords:\n  - 如果失败', chineseBody))).toEqual([]);
    expect(
      checkPage(page('title: 启动页\nkeywords:\n  - 启动页\n  - 闪屏图片\n  - 如果', chineseBody)),
    ).toEqual([
      {
        line: 5,
        message:
          'front matter `keywords` entry "闪屏图片": search reads "闪屏" as "启动页" (src/data/searchSynonyms.ts)',
      },
      {
        line: 6,
        message:
          'front matter `keywords` entry "如果": "如果" is a search stop word (src/data/searchStopWords.ts)',
      },
    ]);
  });

  it('accepts section keywords for headings of the page, naming the line of a bad anchor or entry', () => {
    const body = `${chineseBody}\n\n## 错误：APK 无法安装 {#error-apk}\n\n${chineseBody}`;
    const good = 'title: 排查\nsection_keywords:\n  error-apk:\n    - INSTALL_FAILED_X';
    expect(checkPage(page(good, body))).toEqual([]);
    expect(
      checkPage(page('title: 排查\nsection_keywords:\n  missing:\n    - 报错\n    - 闪屏', body)),
    ).toEqual([
      {
        line: 4,
        message:
          'front matter `section_keywords` names #missing, not a heading anchor ({#missing}) of this page',
      },
      {
        line: 6,
        message:
          'front matter `section_keywords.missing` entry "闪屏": search reads "闪屏" as "启动页" (src/data/searchSynonyms.ts)',
      },
    ]);
    expect(
      checkPage(
        page('title: 排查\nkeywords:\n  - 报错\nsection_keywords:\n  error-apk:\n    - 报错', body),
      ),
    ).toEqual([
      {
        line: 6,
        message: 'front matter `section_keywords.error-apk` repeats "报错" of `keywords`',
      },
    ]);
    expect(checkPage(page('title: 排查\nsection_keywords:\n  - 报错', body))[0]).toEqual({
      line: 3,
      message: 'front matter `section_keywords` must map heading anchors to keywords',
    });
    expect(checkPage(page('title: 排查\nsection_keywords:\n  error-apk: 报错', body))[0]).toEqual({
      line: 4,
      message: 'front matter `section_keywords.error-apk` must be a non-empty list',
    });
  });

  it('reports unparsable front matter', () => {
    expect(checkPage(page('title: [未闭合', chineseBody))[0].message).toMatch(/cannot be parsed/);
  });

  it('flags English prose but not English code', () => {
    const english =
      'Capacitor is a cross-platform native runtime that makes it easy to build web apps. '.repeat(
        3,
      );
    const problems = checkPage(page('title: 中文标题', english));
    expect(problems.map((p) => p.message).join()).toMatch(/CJK share 0\.00/);
    const code = '```ts\n' + english + '\n```';
    expect(checkPage(page('title: 中文标题', `${chineseBody}\n\n${code}`))).toEqual([]);
  });

  it('finds placeholder text with its line, ignoring code blocks', () => {
    const body = `${chineseBody}\n\n这一节待翻译。\n\n\`\`\`js\n// TODO: real code\n\`\`\``;
    const problems = checkPage(page('title: 中文标题', body));
    expect(problems).toEqual([{ line: 7, message: 'placeholder text "待翻译"' }]);
  });

  it('names a code block whose language the site does not highlight', () => {
    const body = `${chineseBody}\n\n\`\`\`gradle\nminSdkVersion = 26\n\`\`\`\n\n\`\`\`groovy\nx = 1\n\`\`\`\n\n\`\`\`sh\nnpx cap sync\n\`\`\``;
    const problems = checkPage(page('title: 中文标题', body));
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(7);
    expect(problems[0].message).toMatch(/language `gradle` is not highlighted/);
  });
});

describe('prose helpers', () => {
  it('drops code, links and tags from prose', () => {
    expect(proseOf('运行 `npx cap sync` 见 [文档](https://x.y/z) <br/>').trim()).toBe(
      '运行  见 [文档]',
    );
  });

  it('measures the CJK share of letters', () => {
    expect(cjkShare('中文ab')).toEqual({ share: 0.5, letters: 4 });
  });
});
