import React, { isValidElement, type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { provideHighlightedCodeBlock } from './highlighter';

/**
 * When a code block is mounted again once the page has hydrated. The server
 * colours code for the default colour mode, and hydration keeps the
 * server's colours, so the theme mounts every code block a second time
 * after hydration, highlighting all the code again. Only readers in the
 * other colour mode need that; in the default one (most readers) the second
 * pass would be a large part of a page's start-up work for nothing.
 */
export function remountKey(colorMode: string, serverColorMode: string, isBrowser: boolean): string {
  return colorMode === serverColorMode ? 'server-colours' : String(isBrowser);
}

/** Plain text children as one string (copyable); elements as they are. */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** The theme's code block (CodeBlock/index), mounted a second time only when its colours need it. */
function HighlightedCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const { colorMode: colorModeConfig } = useThemeConfig();
  const children = stringifiedChildren(rawChildren);
  const key = remountKey(colorMode, colorModeConfig.defaultMode, isBrowser);
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}

// Imported by every page with code blocks (src/remark/codeHighlighter.ts).
// The languages beyond prism-react-renderer's own (themeConfig.prism) are
// registered here, not at start-up (src/plugins/client-bundle).
prismIncludeLanguages(Prism);
provideHighlightedCodeBlock(HighlightedCodeBlock);
