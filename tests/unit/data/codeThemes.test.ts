import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme, recolorTheme } from '../../../src/data/codeThemes';

/** WCAG relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('code themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('%s: every token is at least 4.5:1 against the code background, and opaque', (_, theme) => {
    const background = theme.plain.backgroundColor!;
    const colors = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter(Boolean)];
    for (const color of colors)
      expect(
        contrast(color as string, background),
        `${color} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    expect(theme.styles.filter((s) => 'opacity' in s.style)).toEqual([]);
  });

  it('recolours only the colours it is given, any case, keeping the rest of each style', () => {
    const theme = recolorTheme(
      {
        plain: { color: '#000000', backgroundColor: '#ffffff' },
        styles: [
          { types: ['comment'], style: { color: '#AAAAAA', fontStyle: 'italic' } },
          { types: ['string'], style: { color: '#123456' } },
          { types: ['namespace'], style: { opacity: 0.7 } },
        ],
      },
      { '#aaaaaa': '#555555' },
    );
    expect(theme.styles).toEqual([
      { types: ['comment'], style: { color: '#555555', fontStyle: 'italic' } },
      { types: ['string'], style: { color: '#123456' } },
      { types: ['namespace'], style: {} },
    ]);
  });

  it('keeps the themes’ backgrounds', () => {
    expect(lightCodeTheme.plain).toEqual(themes.github.plain);
    expect(darkCodeTheme.plain).toEqual(themes.dracula.plain);
  });
});
