/**
 * A code line's tokens as HTML: the spans the theme's CodeBlock/Line would
 * render for them (class, colour, text), written as one string. The code
 * block shows it as the inner HTML of one element per line, so a page
 * hydrates a few elements per line instead of two components per token.
 */
import type { CSSProperties } from 'react';
import type { LineToken } from './format';
import { tokenStyle, type ThemeStyles } from './themeStyles';

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPED[c]);
}

/** A style as CSS text; the themes' values are all strings (colours, font styles). */
function cssText(style: CSSProperties | undefined): string {
  return Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/**
 * The line's tokens as the theme renders them: a line holding only a line
 * break shows as one empty token (Line's fixLineBreak).
 */
export function tokensHtml(line: LineToken[], styles: ThemeStyles): string {
  return line
    .map((token) => {
      const css = cssText(tokenStyle(styles, token));
      const content = token.empty ? '' : token.content;
      return `<span class="${escapeHtml(['token', ...token.types].join(' '))}"${
        css ? ` style="${escapeHtml(css)}"` : ''
      }>${escapeHtml(content)}</span>`;
    })
    .join('');
}
