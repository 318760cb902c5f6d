import React, { type ComponentProps, type ReactNode } from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import CodeBlock from '@theme/CodeBlock';

type Props = ComponentProps<'code'> & { children: ReactNode; tokens?: string };

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * Inline code that contains links, such as the API reference's
 * `<code>Promise&lt;<a href="#result">Result</a>&gt;</code>`, stays inline.
 * The original treats any element child as a code block, which puts a <pre>
 * inside a <p> (invalid HTML, a hydration error) or inside a table cell.
 * Fenced code blocks always end in a newline, so they are unaffected.
 */
export function isInlineWithElements(children: ReactNode): boolean {
  const parts = React.Children.toArray(children);
  return parts.some((part) => React.isValidElement(part)) && !textOf(parts).includes('\n');
}

export default function MDXCode(props: Props): ReactNode {
  // A fenced block highlighted at build time: its text is in its tokens
  // (src/remark/codeTokens.ts), so its children are empty.
  if ('tokens' in props) return <CodeBlock {...props} />;
  if (isInlineWithElements(props.children)) return <CodeInline {...props} />;
  return <Code {...props} />;
}
