/**
 * Code-block colours: Prism's GitHub (light) and Dracula (dark) themes, with
 * the token colours that fall short of WCAG AA contrast (4.5:1 against the
 * block's background) replaced by deeper (light) or brighter (dark) shades of
 * the same hue, and no translucent tokens. Unit-tested.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** A theme with some colours swapped (as written in the theme, any case) and opacity dropped. */
export function recolorTheme(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  const swap = new Map(Object.entries(colors).map(([from, to]) => [from.toLowerCase(), to]));
  return {
    plain: theme.plain,
    styles: theme.styles.map(({ types, languages, style }) => {
      const { opacity: _opacity, ...rest } = style;
      const color = rest.color && (swap.get(rest.color.toLowerCase()) ?? rest.color);
      return {
        types,
        ...(languages ? { languages } : {}),
        style: { ...rest, ...(color ? { color } : {}) },
      };
    }),
  };
}

export const lightCodeTheme = recolorTheme(themes.github, {
  '#999988': '#5e6a6f', // comment
  '#e3116c': '#c2185b', // string
  '#36acaa': '#167371', // number, constant, property
  '#00a4db': '#0072a3', // keyword
  '#d73a49': '#b31d28', // function, tag
});

export const darkCodeTheme = recolorTheme(themes.dracula, {
  'rgb(98, 114, 164)': '#8b98c8', // comment
});
