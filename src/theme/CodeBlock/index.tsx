import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props as OriginalProps } from '@theme/CodeBlock';
import { CodeTokensContext } from '@site/src/browser/codeTokens/context';
import { codeOfLines, type EncodedLine } from '@site/src/browser/codeTokens/format';

/** A fenced code block's props: the theme's, plus the tokens src/remark/codeTokens.ts adds. */
type Props = OriginalProps & { tokens?: string };

/** Plain text children as one string (copyable); elements as they are. */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function parseTokens(tokens: string | undefined): readonly EncodedLine[] | undefined {
  return tokens === undefined ? undefined : (JSON.parse(tokens) as EncodedLine[]);
}

/**
 * The theme's code block (CodeBlock/index), coloured from the tokens
 * computed at build time (src/theme/CodeBlock/Content), so no highlighter
 * runs in the browser. Unlike the theme's, it is not mounted a second time
 * once the page has hydrated: the colour mode hydrates as the default one
 * (the server's colours) and changes after, so a reader in the other mode
 * gets the other colours as an ordinary update, and everyone else no work.
 */
export default function CodeBlock({ children: rawChildren, tokens, ...props }: Props): ReactNode {
  const lines = React.useMemo(() => parseTokens(tokens), [tokens]);
  // A fence's text is in its tokens (src/remark/codeTokens.ts).
  const children = lines ? codeOfLines(lines) : stringifiedChildren(rawChildren);
  return (
    <CodeTokensContext.Provider value={lines}>
      {typeof children === 'string' ? (
        <StringContent {...props}>{children}</StringContent>
      ) : (
        <ElementContent {...props}>{children}</ElementContent>
      )}
    </CodeTokensContext.Provider>
  );
}
