/**
 * Highlights every fenced code block while its page compiles: the Prism
 * tokens go to the theme's code block as the `tokens` property of the
 * block's <code> element (JSON of src/browser/codeTokens/format.ts), so the browser
 * downloads and runs no highlighter (src/theme/CodeBlock/Content). The
 * block's text is left out, as the tokens hold it
 * (src/theme/MDXComponents/Code.tsx and src/theme/CodeBlock put it back).
 */
import { tokenizeCode } from './tokenizeCode';

export const TOKENS_PROPERTY = 'tokens';

type CodeNode = {
  type: 'code';
  lang?: string | null;
  value: string;
  data?: { hProperties?: Record<string, unknown> };
};
type Node = { type: string; children?: Node[] };

function codeBlocks(node: Node, found: CodeNode[] = []): CodeNode[] {
  if (node.type === 'code') found.push(node as unknown as CodeNode);
  for (const child of node.children ?? []) codeBlocks(child, found);
  return found;
}

export default function remarkCodeTokens() {
  return (root: Node) => {
    for (const block of codeBlocks(root)) {
      const tokens = tokenizeCode(block.value, block.lang ?? 'text');
      // Plain text needs no tokens: the code block shows its code as plain text without them.
      if (tokens.every((line) => line.every((token) => typeof token === 'string'))) continue;
      block.data = {
        ...block.data,
        hProperties: { ...block.data?.hProperties, [TOKENS_PROPERTY]: JSON.stringify(tokens) },
      };
      block.value = '';
    }
  };
}
