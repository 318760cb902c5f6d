import { describe, expect, it } from 'vitest';
import { mdxSyntaxIn } from '@site/src/plugins/llms/syntax';

describe('mdxSyntaxIn', () => {
  it.each([
    ["import Tabs from '@theme/Tabs';", 'ESM import/export'],
    ['export const a = 1;', 'ESM import/export'],
    ['<Tabs groupId="os">', 'JSX or HTML tag'],
    ['</TabItem>', 'JSX or HTML tag'],
    ['文字 <code>x</code> 文字', 'JSX or HTML tag'],
    ['<br />', 'JSX or HTML tag'],
    ['{/* 注释 */}', 'JSX expression'],
    ['<div className={styles.a}>', 'JSX expression'],
    [':::note', 'admonition fence'],
    ['> :::tip', 'admonition fence'],
    ['## 安装 {#install}', 'heading id'],
  ])('finds %s', (line, rule) => {
    expect(mdxSyntaxIn(`# 标题\n\n${line}\n`).join('\n')).toContain(rule);
  });

  it('passes plain Markdown: code blocks and spans, autolinks, escaped brackets', () => {
    const markdown = [
      '# 标题',
      '',
      '见 <https://capacitorjs.com/docs> 和 `<Tabs>`、``<a href="x">``。',
      '',
      'a \\<b> c，`{#id}`。',
      '',
      '```tsx',
      "import { X } from 'x';",
      '<Tabs className={a}>',
      ':::note',
      '```',
      '',
      '- 列表',
      '',
      '  ````md',
      '  ```',
      '  <Inner />',
      '  ```',
      '  ````',
      '',
      '> ```html',
      '> <div></div>',
      '> ```',
    ].join('\n');
    expect(mdxSyntaxIn(markdown)).toEqual([]);
  });
});
