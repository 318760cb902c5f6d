import path from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkTranslatorNotes, {
  sourcesOf,
  translatorNotesIn,
} from '@site/src/remark/translatorNotes';

/** The page as remark-directive parses it, the way the docs plugin sees it before its admonitions plugin. */
async function tree(markdown: string) {
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkDirective } = await import('remark-directive');
  return unified().use(remarkParse).use(remarkDirective).parse(markdown);
}

const check = async (markdown: string) =>
  remarkTranslatorNotes({ now: new Date('2026-11-28T00:00:00Z') })(
    (await tree(markdown)) as never,
    {
      path: path.join('docs', 'page.md'),
    },
  );

describe('finding translator notes in a page', () => {
  const page = [
    '---',
    'title: 安装',
    '---',
    '',
    '正文。',
    '',
    ':::translator-note',
    'CLI 会警告，见 [CLI 源码](https://unpkg.com/@capacitor/cli@8.5.2/dist/tasks/add.js)。',
    '',
    ':::tip',
    '嵌套的提示框',
    ':::',
    '',
    '另见[镜像](../china/mirrors.md#npm)。',
    ':::',
    '',
    '```md',
    ':::translator-note',
    '代码块里的示例不是注。',
    ':::',
    '```',
    '',
    ':::note',
    '英文原有的提示框。',
    ':::',
  ].join('\n');

  it('lists each note with its lines and sources, past nested admonitions and code blocks', () => {
    const notes = translatorNotesIn(page);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      line: 7,
      endLine: 15,
      sources: [
        'https://unpkg.com/@capacitor/cli@8.5.2/dist/tasks/add.js',
        '../china/mirrors.md#npm',
      ],
    });
    expect(notes[0].text).toContain(':::tip');
  });

  it('counts web addresses and file links as sources, not anchors or other text', () => {
    expect(
      sourcesOf('见[官方文档](https://developer.apple.com/x)和<https://a.example/b>。'),
    ).toEqual(['https://developer.apple.com/x', 'https://a.example/b']);
    expect(sourcesOf('见[上文](#install)，`https://not-a-link`。')).toEqual([]);
    expect(sourcesOf('见最新版本的[国内镜像](/docs/china/mirrors#npm)。')).toEqual([
      '/docs/china/mirrors#npm',
    ]);
    expect(sourcesOf('见[发布][apple]。\n\n[apple]: https://developer.apple.com/y')).toEqual([
      'https://developer.apple.com/y',
    ]);
  });
});

describe('the build check of translator notes', () => {
  it('passes a note that links to its source, directly or by reference', async () => {
    await expect(
      check(
        ':::translator-note{accessed=2026-11-27}\n见 [Apple 文档](https://developer.apple.com/documentation)。\n:::\n',
      ),
    ).resolves.toBeUndefined();
    await expect(
      check(
        ':::translator-note{accessed=2026-11-27}\n见[文档][a]。\n:::\n\n[a]: https://developer.android.com/studio\n',
      ),
    ).resolves.toBeUndefined();
    await expect(
      check(':::translator-note\n见[镜像](../china/mirrors.md)。\n:::\n'),
    ).resolves.toBeUndefined();
  });

  it('fails, naming the file and line, on a note without a source link', async () => {
    await expect(
      check('# 页面\n\n正文。\n\n:::translator-note\n我们觉得这样更好。\n:::\n'),
    ).rejects.toThrow(
      `${path.join('docs', 'page.md')}:5: a :::translator-note must link to its source`,
    );
    // An anchor on the same page is not a source.
    await expect(check(':::translator-note\n见[上文](#install)。\n:::\n')).rejects.toThrow(
      'page.md:1:',
    );
  });

  it('fails on a note with a title: the site labels every note 译者注', async () => {
    await expect(
      check(
        '段落。\n\n:::translator-note[注意]\n见 [文档](https://developer.android.com/)。\n:::\n',
      ),
    ).rejects.toThrow('page.md:3: a :::translator-note has no title');
  });

  it('fails, naming the file and line, on a note citing a page that can change without a valid access date', async () => {
    await expect(
      check(
        '正文。\n\n:::translator-note\n见 [Android 文档](https://developer.android.com/studio)。\n:::\n',
      ),
    ).rejects.toThrow(
      'page.md:3: a :::translator-note citing https://developer.android.com/studio has no access date: write the day you read them as :::translator-note{accessed=YYYY-MM-DD}',
    );
    await expect(
      check(
        ':::translator-note{accessed=2026-11-31}\n见 [Android 文档](https://developer.android.com/studio)。\n:::\n',
      ),
    ).rejects.toThrow(
      'page.md:1: a :::translator-note citing https://developer.android.com/studio has access date 2026-11-31, which is not a day of the calendar',
    );
    // A package file at a version cannot change: no date needed; long ago is not an error.
    await expect(
      check(
        ':::translator-note\n见 [CLI 源码](https://unpkg.com/@capacitor/cli@8.5.2/dist/index.js)。\n:::\n',
      ),
    ).resolves.toBeUndefined();
    await expect(
      check(
        ':::translator-note{accessed=2019-01-01}\n见 [文档](https://developer.android.com/studio)。\n:::\n',
      ),
    ).resolves.toBeUndefined();
  });

  it('reads the access date from the note opener when listing notes', () => {
    expect(
      translatorNotesIn(
        ':::translator-note{accessed=2026-11-27}\n见 [文档](https://developer.android.com/x)。\n:::\n',
      )[0],
    ).toMatchObject({
      line: 1,
      accessed: '2026-11-27',
      sources: ['https://developer.android.com/x'],
    });
  });

  it('leaves other admonitions alone', async () => {
    await expect(check(':::note\n没有链接的英文提示框。\n:::\n')).resolves.toBeUndefined();
  });
});
