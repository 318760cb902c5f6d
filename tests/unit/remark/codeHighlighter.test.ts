import { pathToFileURL } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { resolveThrough } from '@site/src/plugins/llms/libraries';
import remarkCodeHighlighter, { CODE_HIGHLIGHTER_MODULE } from '@site/src/remark/codeHighlighter';

// The MDX compiler Docusaurus builds the pages with.
const mdxCompiler = resolveThrough([
  '@docusaurus/core/package.json',
  '@docusaurus/mdx-loader',
  '@mdx-js/mdx',
]);
type Compile = (
  text: string,
  options: { format: 'md' | 'mdx'; remarkPlugins: unknown[] },
) => Promise<unknown>;

type Node = { type: string; value?: string; children?: Node[] };

const withCode = `# 相机

- 安装插件：

  \`\`\`bash
  npm install @capacitor/camera
  \`\`\`
`;
const withoutCode = '# 简介\n\n`npx cap sync` 是行内代码，不是代码块。\n';

const transform = (markdown: string) => {
  const tree = fromMarkdown(markdown) as Node & { children: Node[] };
  remarkCodeHighlighter()(tree);
  return tree;
};

describe('remarkCodeHighlighter', () => {
  it('makes a page with a code block, however deep, import the highlighter first', () => {
    const tree = transform(withCode);
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: `import "${CODE_HIGHLIGHTER_MODULE}";`,
    });
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('leaves a page without code blocks (inline code only) alone', () => {
    const tree = transform(withoutCode);
    expect(tree.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it.each(['md', 'mdx'] as const)('compiles to an ES import in %s pages', async (format) => {
    const { compile } = (await import(pathToFileURL(mdxCompiler).href)) as { compile: Compile };
    const compiled = String(
      await compile(withCode, { format, remarkPlugins: [remarkCodeHighlighter] }),
    );
    expect(compiled).toContain(`import "${CODE_HIGHLIGHTER_MODULE}";`);
    const plain = String(
      await compile(withoutCode, { format, remarkPlugins: [remarkCodeHighlighter] }),
    );
    expect(plain).not.toContain(CODE_HIGHLIGHTER_MODULE);
  });
});
