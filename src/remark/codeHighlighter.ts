/**
 * Pages with code blocks import the code highlighter
 * (src/theme/CodeBlock/Highlighted.tsx: Prism, its languages and the
 * theme's code block), so it loads with those pages' content, before they
 * render or hydrate, and pages without code never load it
 * (src/plugins/client-bundle keeps it in chunks of its own).
 */
export const CODE_HIGHLIGHTER_MODULE = '@site/src/theme/CodeBlock/Highlighted';

type Node = { type: string; children?: Node[] };
type Root = Node & { children: Node[] };

function hasCodeBlock(node: Node): boolean {
  return node.type === 'code' || (node.children ?? []).some(hasCodeBlock);
}

/** The ESM node of `import '<module>';`, with the estree MDX compiles it from. */
export function sideEffectImport(module: string) {
  const source = JSON.stringify(module);
  return {
    type: 'mdxjsEsm',
    value: `import ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: module, raw: source },
          },
        ],
      },
    },
  };
}

export default function remarkCodeHighlighter() {
  return (root: Root) => {
    if (hasCodeBlock(root)) root.children.unshift(sideEffectImport(CODE_HIGHLIGHTER_MODULE));
  };
}
