import { describe, expect, it } from 'vitest';
import { literalValue, resolveUrl, type PageLinks } from '@site/src/plugins/llms/toMarkdown';
import { mdxSyntaxIn } from '@site/src/plugins/llms/syntax';
import { SITE_URL, convert } from './helpers';

const links: PageLinks = {
  siteUrl: SITE_URL,
  baseUrl: '/docs/',
  permalink: '/docs/guides/page',
  source: 'guides/page.md',
  permalinkOfSource: (source) =>
    ({ 'apis/camera.md': '/docs/apis/camera', 'guides/other.md': '/docs/guides/other' })[source],
  pendingLink: (url) =>
    url.includes('pending')
      ? { url: `${SITE_URL}/docs/pending`, english: true }
      : url.includes('/v6/')
        ? { url: `pathname://${url}`, english: false }
        : undefined,
};

describe('resolveUrl: links made absolute as the site resolves them', () => {
  it.each([
    ['#api', 'https://capacitorjs.com/docs/guides/page#api'],
    ['../apis/camera.md#install', 'https://capacitorjs.com/docs/apis/camera#install'],
    ['./other.md', 'https://capacitorjs.com/docs/guides/other'],
    ['/apis/camera.md', 'https://capacitorjs.com/docs/apis/camera'],
    ['other.md', 'https://capacitorjs.com/docs/guides/other'],
    ['apis/camera.md', 'https://capacitorjs.com/docs/apis/camera'],
    ['/cli/commands/sync', 'https://capacitorjs.com/docs/cli/commands/sync'],
    ['/docs/v6/apis/camera#x', 'https://capacitorjs.com/docs/v6/apis/camera#x'],
    ['deep-links#ios', 'https://capacitorjs.com/docs/guides/deep-links#ios'],
    ['https://example.com/a.md', 'https://example.com/a.md'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['vscode:extension/ionic.ionic', 'vscode:extension/ionic.ionic'],
  ])('%s → %s', (url, expected) => {
    expect(resolveUrl(url, links)).toEqual({ url: expected, english: false });
  });

  it('sends links to pages not written yet to the English site', () => {
    expect(resolveUrl('../main/pending.md', links)).toEqual({
      url: 'https://capacitorjs.com/docs/pending',
      english: true,
    });
  });

  it('fails on a file link to no page, which Docusaurus would have failed on too', () => {
    expect(() => resolveUrl('./missing.md', links)).toThrow(/missing\.md names no page/);
    expect(() => resolveUrl('../guides/../apis/camera.md#x', links)).not.toThrow();
    expect(() => resolveUrl('./apis/camera.md', links)).toThrow(/names no page/);
  });
});

describe('pageToMarkdown', () => {
  it('drops front matter, imports, comments and <head>; strips heading ids', async () => {
    const md = await convert(
      [
        '---',
        'title: 标题',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        '',
        '<head>',
        '  <title>不是正文</title>',
        '</head>',
        '',
        '# 一级标题 {#top}',
        '',
        '{/* 注释 */}',
        '',
        '## 第二节 {#second}',
        '',
        '正文。',
      ].join('\n'),
    );
    expect(md).toBe('# 一级标题\n\n## 第二节\n\n正文。\n');
  });

  it('starts with the page title when the page has no # heading', async () => {
    expect(await convert('## 小节 {#part}\n\n正文。\n', 'md')).toBe(
      '# 页面标题\n\n## 小节\n\n正文。\n',
    );
  });

  it('keeps code blocks as written, JSX-looking code included', async () => {
    const code = [
      '```tsx title="Photo.tsx"',
      "import { Camera } from '@capacitor/camera';",
      'export const Photo = () => <img className="p" src={url} />;',
      ':::note',
      '```',
    ].join('\n');
    expect(await convert(`# 标题\n\n${code}\n`)).toBe(`# 标题\n\n${code}\n`);
  });

  it('renders each tab as its label in bold followed by its content', async () => {
    const md = await convert(
      [
        '# 标题',
        '',
        "<Tabs values={[{ value: 'npm', label: 'npm' }, { value: 'yarn', label: 'Yarn' }]}>",
        '<TabItem value="npm">',
        '',
        '用 npm。',
        '',
        '</TabItem>',
        '<TabItem value="yarn">',
        '',
        '用 Yarn。',
        '',
        '</TabItem>',
        '<TabItem value="pnpm" label="pnpm（推荐）">',
        '',
        '用 pnpm。',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(md).toBe(
      '# 标题\n\n**npm**\n\n用 npm。\n\n**Yarn**\n\n用 Yarn。\n\n**pnpm（推荐）**\n\n用 pnpm。\n',
    );
  });

  it('renders admonitions as block quotes headed by their title or the type’s label', async () => {
    const md = await convert(
      '# 标题\n\n:::tip\n小提示。\n:::\n\n:::warning 旧写法标题\n注意。\n:::\n\n:::note[新写法标题]\n备注。\n:::\n',
    );
    expect(md).toBe(
      '# 标题\n\n> **提示**\n>\n> 小提示。\n\n> **旧写法标题**\n>\n> 注意。\n\n> **新写法标题**\n>\n> 备注。\n',
    );
  });

  it('renders DocCards as one list of links with descriptions', async () => {
    const card = (label: string, href: string) =>
      `<DocCard item={{ type: 'link', label: '${label}', href: '${href}', description: '${label}的说明。' }} />`;
    const md = await convert(
      `# 标题\n\n<div className="row">\n  <div>\n    ${card('甲', '/apis')}\n  </div>\n  <div>\n    ${card('乙', '/cli')}\n  </div>\n</div>\n`,
    );
    expect(md).toBe(
      '# 标题\n\n- [甲](https://capacitorjs.com/docs/apis)：甲的说明。\n- [乙](https://capacitorjs.com/docs/cli)：乙的说明。\n',
    );
  });

  it('turns JSX elements into their Markdown: links, headings, code, wrappers unwrapped', async () => {
    const md = await convert(
      [
        '# 标题',
        '',
        '<h2 id="next">下一步</h2>',
        '',
        '<a href="../apis/camera.md"><button style={{ padding: 16 }}>相机</button></a>',
        '',
        '<div className="box">',
        '',
        '盒子里的**正文**，还有 <code>inline</code>{" "}和<br />换行。',
        '',
        '</div>',
      ].join('\n'),
    );
    expect(md).toBe(
      '# 标题\n\n## 下一步\n\n[相机](https://capacitorjs.com/docs/apis/camera)\n\n盒子里的**正文**，还有 `inline` 和\\\n换行。\n',
    );
  });

  it('turns the inline HTML of .md pages into Markdown', async () => {
    const md = await convert(
      [
        '# 标题',
        '',
        '| 参数 | 类型 |',
        '| --- | --- |',
        '| **`a`** | <code><a href="#opts">Opts</a> \\| null</code> |',
        '',
        '**返回值：** <code>Promise&lt;<a href="#result">Result</a>&gt;</code>',
        '',
        '<pre><code>{',
        '  a: <a href="#opts">Opts</a>;',
        '}</code></pre>',
        '',
        '<!-- 注释 -->',
        '',
        '<iframe src="https://player.example.com/v/1" title="演示"></iframe>',
        '',
        '<a href="https://ionic.io" class="button">联系我们</a>',
      ].join('\n'),
      'md',
    );
    expect(md).toBe(
      [
        '# 标题',
        '',
        '| 参数 | 类型 |',
        '| - | - |',
        '| **`a`** | `Opts \\| null` |',
        '',
        '**返回值：** `Promise<Result>`',
        '',
        '```',
        '{',
        '  a: Opts;',
        '}',
        '```',
        '',
        '[演示](https://player.example.com/v/1)',
        '',
        '[联系我们](https://ionic.io)',
        '',
      ].join('\n'),
    );
  });

  it('marks links to pages not written yet as the site does: （英文）', async () => {
    const md = await convert('# 标题\n\n看[这一页](../main/later.md)。\n', 'md', {
      pendingLink: () => ({ url: 'https://capacitorjs.com/docs/main/later', english: true }),
    });
    expect(md).toBe('# 标题\n\n看[这一页（英文）](https://capacitorjs.com/docs/main/later)。\n');
  });

  it('writes text directives the site does not know back as text', async () => {
    expect(await convert('# 标题\n\n运行 a:b 和 :smile:。\n', 'md')).toBe(
      '# 标题\n\n运行 a:b 和 :smile:。\n',
    );
  });

  it('leaves no MDX syntax in a page using every construct', async () => {
    const md = await convert(
      [
        "import X from '@site/x';",
        'export const meta = { a: 1 };',
        '',
        '# 标题 {#t}',
        '',
        '<Custom prop={{ a: 1 }}>',
        '',
        ':::danger',
        '<span className="x">危险</span>',
        ':::',
        '',
        '</Custom>',
      ].join('\n'),
    );
    expect(mdxSyntaxIn(md)).toEqual([]);
    expect(md).toBe('# 标题\n\n> **危险**\n>\n> 危险\n');
  });
});

describe('helpers', () => {
  it('evaluates literal JS expressions only', () => {
    const literal = (value: unknown) => ({ type: 'Literal', value });
    expect(
      literalValue({
        type: 'ArrayExpression',
        elements: [
          {
            type: 'ObjectExpression',
            properties: [
              { type: 'Property', key: { type: 'Identifier', name: 'value' }, value: literal('a') },
            ],
          },
        ],
      }),
    ).toEqual([{ value: 'a' }]);
    expect(literalValue({ type: 'Identifier', name: 'x' })).toBeUndefined();
  });
});
