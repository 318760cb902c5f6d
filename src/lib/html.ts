/**
 * The build's own HTML as the build and the tools read it: start tags with
 * their attributes (minified, so values may be unquoted) and character
 * references. A scanner for the markup Docusaurus and React write, not a
 * parser for any HTML: an unquoted value never holds a quote or a `>`.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes numeric character references and the named ones above; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag's text after its name: names lower-cased, values decoded, '' when bare. */
export function attributesOf(tagText: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of tagText.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

export type StartTag = { name: string; attributes: Record<string, string> };

/** A start tag's text after its name: quoted values may hold a `>`. */
const TAG_REST = `((?:[^>"']|"[^"]*"|'[^']*')*)>`;
/** Comments, and the text of script and style elements: they hold no tags, whatever they read like. */
const NOT_MARKUP = new RegExp(
  `<!--[\\s\\S]*?-->|(<(script|style)\\b${TAG_REST})[\\s\\S]*?(?=</\\2\\s*>)`,
  'gi',
);

/** The start tags whose name matches `name` (a regular expression source; any tag by default), in order. */
export function startTags(html: string, name = '[a-z][a-z0-9-]*'): StartTag[] {
  const markup = html.replace(NOT_MARKUP, (_whole, start?: string) => start ?? '');
  return [...markup.matchAll(new RegExp(`<(${name})(?=[\\s/>])${TAG_REST}`, 'gi'))].map(
    ([, tag, rest]) => ({ name: tag.toLowerCase(), attributes: attributesOf(rest) }),
  );
}

/** Each `script` or `style` element: its start tag's attributes and its text as written. */
export function rawTextElements(
  html: string,
  name: 'script' | 'style',
): { attributes: Record<string, string>; text: string }[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}\\s*>`, 'gi'))].map(
    ([, rest, text]) => ({ attributes: attributesOf(rest), text }),
  );
}

/** `html` without the addresses under `assetsPrefix` (hashed files, whose names change with any bundle). */
export function withoutAssetAddresses(html: string, assetsPrefix: string): string {
  return html
    .split(assetsPrefix)
    .map((part, i) => (i === 0 ? part : part.replace(/^[^"'\s>)]*/, '')))
    .join('');
}
