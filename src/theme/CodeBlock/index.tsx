import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props as OriginalProps } from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import { CodeTokensContext } from '@site/src/codeTokens/context';
import { codeOfLines, type EncodedLine } from '@site/src/codeTokens/format';

/** A fenced code block's props: the theme's, plus the tokens src/remark/codeTokens.ts adds. */
type Props = OriginalProps & { tokens?: string };

/**
 * When a code block is mounted again once the page has hydrated. The server
 * colours code for the default colour mode and hydration keeps the server's
 * inline colours, so a reader in the other mode needs the block rendered
 * again; in the default mode (most readers) that would be work for nothing.
 * (The theme's own block always renders twice.)
 */
export function remountKey(colorMode: string, serverColorMode: string, isBrowser: boolean): string {
  return colorMode === serverColorMode ? 'server-colours' : String(isBrowser);
}

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
 * runs in the browser, and mounted a second time only when its colours need it.
 */
export default function CodeBlock({ children: rawChildren, tokens, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const { colorMode: colorModeConfig } = useThemeConfig();
  const lines = React.useMemo(() => parseTokens(tokens), [tokens]);
  // A fence's text is in its tokens (src/remark/codeTokens.ts).
  const children = lines ? codeOfLines(lines) : stringifiedChildren(rawChildren);
  const key = remountKey(colorMode, colorModeConfig.defaultMode, isBrowser);
  return (
    <CodeTokensContext.Provider value={lines}>
      {typeof children === 'string' ? (
        <StringContent key={key} {...props}>
          {children}
        </StringContent>
      ) : (
        <ElementContent key={key} {...props}>
          {children}
        </ElementContent>
      )}
    </CodeTokensContext.Provider>
  );
}
