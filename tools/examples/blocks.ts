/**
 * The TypeScript/JavaScript code blocks of a page, with the page line each
 * code line sits on, the fence's meta and its `example=` marker.
 */
export type Language = 'ts' | 'tsx' | 'js' | 'jsx';

export type ExampleMarker = { kind: MarkerKind; reason: string };

/**
 * Why a block does not compile as it stands. `fragment`: it uses the reader's
 * own functions, variables or files, declared in tools/examples/reader-declarations.d.ts.txt,
 * and compiles with those declarations. `excerpt`: not a compilable unit (class
 * members without their class, a signature, a config excerpt), not compiled.
 * `unpublished`: it imports a package not published on npm, not compiled.
 * `untyped`: plain JavaScript for a runtime no published types describe
 * (Background Runner's runner file, web components' own methods), not compiled.
 */
export const MARKER_KINDS = ['fragment', 'excerpt', 'unpublished', 'untyped'] as const;
/** Kinds compiled with the reader's declarations; the others are exempt with their reason. */
export const COMPILED_MARKERS: readonly MarkerKind[] = ['fragment'];
export type MarkerKind = (typeof MARKER_KINDS)[number];

export type CodeBlock = {
  language: Language;
  /** The fence's info string after the language (title, marker …). */
  meta: string;
  /** 1-based page line of the opening fence. */
  fenceLine: number;
  /** 1-based page line of the block's first code line. */
  firstLine: number;
  code: string;
  marker?: ExampleMarker;
  /** The `title="…"` of the fence, e.g. capacitor.config.ts. */
  title?: string;
  /** The heading the block sits under (without its `{#id}`). */
  heading: string;
};

const LANGUAGES: Record<string, Language> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** `example=<kind> "<reason>"` in a fence's meta. */
const MARKER = /(?:^|\s)example=(\S+)(?:\s+"([^"]*)")?/;

export class MarkerError extends Error {}

export function parseMarker(meta: string, where: string): ExampleMarker | undefined {
  const m = MARKER.exec(meta);
  if (!m) return undefined;
  const kind = m[1] as MarkerKind;
  if (!MARKER_KINDS.includes(kind)) {
    throw new MarkerError(
      `${where}: unknown example marker "${m[1]}" (one of ${MARKER_KINDS.join(', ')})`,
    );
  }
  const reason = (m[2] ?? '').trim();
  if (!reason) throw new MarkerError(`${where}: example=${kind} needs a reason in quotes`);
  return { kind, reason };
}

/** A fence opening or closing line: its container prefix (indent, `>`), marker and info string. */
const FENCE = /^((?:\s*>)*\s*)(`{3,}|~{3,})(.*)$/;

export function codeBlocks(page: string, file = '<page>'): CodeBlock[] {
  const lines = page.split('\n');
  const blocks: CodeBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const h = /^#{1,6}\s+(.+?)\s*(?:\{#[^}]+\})?\s*$/.exec(lines[i]);
    if (h) heading = h[1];
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, prefix, marker, info] = open;
    const quote = prefix.includes('>');
    const indent = prefix.replace(/>/g, '').length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j]);
      if (
        close &&
        close[2][0] === marker[0] &&
        close[2].length >= marker.length &&
        !close[3].trim()
      )
        break;
      let line = lines[j];
      if (quote) line = line.replace(/^\s*>\s?/, '');
      else line = line.replace(new RegExp(`^ {0,${indent}}`), '');
      body.push(line);
    }
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const language = LANGUAGES[lang];
    if (language) {
      const meta = rest.join(' ');
      blocks.push({
        language,
        meta,
        fenceLine: i + 1,
        firstLine: i + 2,
        code: body.join('\n'),
        marker: parseMarker(meta, `${file}:${i + 1}`),
        title: /title=(["'])(.*?)\1/.exec(meta)?.[2],
        heading,
      });
    }
    i = j;
  }
  return blocks;
}
