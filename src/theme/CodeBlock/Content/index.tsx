import React, { useContext, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import type { LineInputProps, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import { CodeTokensContext } from '@site/src/browser/codeTokens/context';
import { linesForCode } from '@site/src/browser/codeTokens/format';
import { themeStyles } from '@site/src/browser/codeTokens/themeStyles';
import { tokensHtml } from '@site/src/browser/codeTokens/tokensHtml';
// The theme's own layout of these elements (a patch point, ARCHITECTURE.md).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The theme's code block content, with the tokens Prism produced at build
 * time (src/remark/codeTokens.ts) instead of Prism running in the browser.
 * Same colours and token spans as the theme's <Highlight> rendering; the
 * theme's Line renders each line, and a line's token spans are the inner
 * HTML of the one token it is given, so hydration walks lines, not tokens.
 * The <pre> and <code> are the theme's Pre and Code, with its CSS module
 * (tests/unit/theme/codeBlockContentContract.test.ts holds them to it).
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const encoded = useContext(CodeTokensContext);
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useMemo(() => linesForCode(code, encoded ?? []), [code, encoded]);
  const colours = useMemo(() => themeStyles(prismTheme, language), [prismTheme, language]);
  const getLineProps = ({
    className: lineClassName,
    style,
    line: _line,
    ...rest
  }: LineInputProps) => ({
    ...rest,
    className: clsx('token-line', lineClassName),
    style: { ...colours.line, ...style },
  });
  // Each line as one token whose content is its spans' HTML (never a bare
  // "\n", which Line would treat as an empty line).
  const htmlLines = useMemo(
    () => lines.map((line) => [{ types: ['plain'], content: tokensHtml(line, colours) }]),
    [lines, colours],
  );
  // No children: Line passes the token's children on, and React allows
  // either children or inner HTML.
  const getTokenProps = ({ token }: TokenInputProps) =>
    ({ dangerouslySetInnerHTML: { __html: token.content } }) as unknown as TokenOutputProps;
  return (
    <pre
      // eslint-disable-next-line react-hooks/refs -- the ref object is handed to React, not read: the compiler rule mistakes the hook's returned object for a read
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={colours.root}
    >
      <code
        className={clsx(
          styles.codeBlockLines,
          lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          lineNumbersStart === undefined
            ? undefined
            : { counterReset: `line-count ${lineNumbersStart - 1}` }
        }
      >
        {htmlLines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
