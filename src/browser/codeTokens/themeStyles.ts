/**
 * Colours for build-time tokens (./format.ts), with the same
 * rules as prism-react-renderer's <Highlight>: a theme's entries merge per
 * token type (entries limited to other languages skipped), and a token with
 * several types takes each type's style in order, later types winning.
 * Written here because importing prism-react-renderer in the browser brings
 * Prism with it.
 */
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';
import type { LineToken } from './format';

export type ThemeStyles = {
  /** The code block's own colours (text and background). */
  root: CSSProperties;
  /** Each line's style: the plain text colour. */
  line: CSSProperties;
  byType: Record<string, CSSProperties>;
};

export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const { types, languages, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as CSSProperties) };
  }
  const root = theme.plain as CSSProperties;
  const line = { ...root, backgroundColor: undefined };
  return { root, line, byType: { ...byType, root, plain: line } };
}

const EMPTY_LINE_STYLE: CSSProperties = { display: 'inline-block' };

export function tokenStyle(
  styles: ThemeStyles,
  { types, empty }: LineToken,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? EMPTY_LINE_STYLE : undefined;
  if (types.length === 1 && empty) return styles.byType[types[0]];
  const style: CSSProperties = empty ? { ...EMPTY_LINE_STYLE } : {};
  for (const type of types) Object.assign(style, styles.byType[type]);
  return style;
}
