import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Props } from '@theme/CodeBlock';
import { CODE_HIGHLIGHTER_MODULE } from '@site/src/remark/codeHighlighter';
import { highlightedCodeBlock } from './highlighter';

/**
 * The theme's code block, with Prism out of the start-up bundle: it comes
 * with the pages that have code (src/remark/codeHighlighter.ts).
 */
export default function CodeBlock(props: Props): ReactNode {
  const Highlighted = highlightedCodeBlock();
  if (Highlighted) return <Highlighted {...props} />;
  // Only a page that renders a code block without a Markdown code fence gets
  // here: say what it misses rather than render code unlike its server HTML.
  const problem = `CodeBlock: this page renders a code block but does not import ${CODE_HIGHLIGHTER_MODULE} (src/remark/codeHighlighter.ts adds it to pages with code fences)`;
  if (!ExecutionEnvironment.canUseDOM) throw new Error(problem);
  console.error(problem);
  return (
    <pre>
      <code>{props.children}</code>
    </pre>
  );
}
