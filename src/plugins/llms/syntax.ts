/**
 * MDX, JSX and Docusaurus-only syntax left in a Markdown copy, outside code
 * blocks and code spans: imports and exports, JSX or HTML tags, expressions,
 * admonition fences and `{#id}` heading ids. Autolinks (<https://…>) and
 * escaped brackets are plain Markdown and pass.
 */
const FENCE = /^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(`{3,}|~{3,})/;
const RULES: [string, RegExp][] = [
  ['ESM import/export', /^\s*(?:import|export)\s+(?:type\s+)?[\w*{]/],
  ['JSX or HTML tag', /(?<!\\)<\/?[A-Za-z][\w.-]*(?:\s[^>]*)?\/?>/],
  ['JSX expression', /\{\/\*|\{\{|\b(?:className|style)=\{/],
  ['admonition fence', /^\s*(?:>\s*)*:::/],
  ['heading id', /^#{1,6}\s.*\{#[^}]*\}\s*$/],
];

/** One line per finding: `line N: <rule>: <text>`. */
export function mdxSyntaxIn(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return;
    }
    if (fence) return;
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '');
    for (const [rule, pattern] of RULES) {
      if (pattern.test(prose)) found.push(`line ${index + 1}: ${rule}: ${line.trim()}`);
    }
  });
  return found;
}
