import { pathToFileURL } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import remarkCodeTokens, { TOKENS_PROPERTY } from '@site/src/remark/codeTokens';

// The MDX compiler Docusaurus builds the pages with.
const mdxCompiler = createRequire(require.resolve('@docusaurus/mdx-loader')).resolve('@mdx-js/mdx');
type Compile = (
  text: string,
  options: { format: 'md' | 'mdx'; remarkPlugins: unknown[] },
) => Promise<unknown>;

type Node = { type: string; data?: { hProperties?: Record<string, unknown> }; children?: Node[] };

const page = `# 相机

- 安装插件：

  \`\`\`bash title="终端"
  npm install @capacitor/camera
  \`\`\`

\`npx cap sync\` 是行内代码。
`;

function codeNodes(node: Node): Node[] {
  return [...(node.type === 'code' ? [node] : []), ...(node.children ?? []).flatMap(codeNodes)];
}

describe('remarkCodeTokens', () => {
  it('gives every code block, however deep, its tokens, keeping its other properties', () => {
    const tree = fromMarkdown(page) as Node;
    const [block] = codeNodes(tree);
    block.data = { hProperties: { existing: true } };
    remarkCodeTokens()(tree);
    expect(block.data.hProperties).toMatchObject({ existing: true });
    expect((block as { value?: string }).value).toBe('');
    expect(JSON.parse(String(block.data.hProperties?.[TOKENS_PROPERTY]))).toEqual([
      [['function', 'npm'], ' ', ['function', 'install'], ' @capacitor/camera'],
    ]);
  });

  it('leaves code with nothing to colour without tokens (it shows as plain text)', () => {
    const tree = fromMarkdown('```text\n纯文本\n```\n\n```bash\nmyapp start\n```\n') as Node;
    remarkCodeTokens()(tree);
    expect(codeNodes(tree).map((node) => node.data?.hProperties?.[TOKENS_PROPERTY])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it.each(['md', 'mdx'] as const)(
    'reaches the compiled %s page as a property of the <code> element',
    async (format) => {
      const { compile } = (await import(pathToFileURL(mdxCompiler).href)) as { compile: Compile };
      const compiled = String(await compile(page, { format, remarkPlugins: [remarkCodeTokens] }));
      expect(compiled).toMatch(/tokens: "\[\[\[\\"function\\",\\"npm\\"\]/);
      expect(compiled.match(/tokens: /g)).toHaveLength(1);
    },
  );
});
