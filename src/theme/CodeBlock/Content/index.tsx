import React, { useContext, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import type { LineInputProps, TokenInputProps } from 'prism-react-renderer';
import { CodeTokensContext } from '@site/src/codeTokens/context';
import { linesForCode } from '@site/src/codeTokens/format';
import { themeStyles, tokenStyle } from '@site/src/codeTokens/themeStyles';
import styles from './styles.module.css';

/**
 * The theme's code block content, with the tokens Prism produced at build
 * time (src/remark/codeTokens.ts) instead of Prism running in the browser.
 * Same markup and colours as the theme's <Highlight> rendering.
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
  const getTokenProps = ({
    token,
    className: tokenClassName,
    style,
    ...rest
  }: TokenInputProps) => ({
    ...rest,
    className: clsx('token', ...token.types, tokenClassName),
    children: token.content,
    style: style ? { ...tokenStyle(colours, token), ...style } : tokenStyle(colours, token),
  });
  return (
    <pre
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
        {lines.map((line, i) => (
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
