import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

let highlighted: ComponentType<Props> | undefined;

/** Called by ./Highlighted.tsx when a page with code blocks has loaded it. */
export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlighted = component;
}

/** The theme's highlighting code block, once a page with code blocks has loaded it. */
export function highlightedCodeBlock(): ComponentType<Props> | undefined {
  return highlighted;
}
