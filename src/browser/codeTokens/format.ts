/**
 * A code block's Prism tokens as the build hands them to the browser
 * (src/remark/codeTokens.ts writes them, src/theme/CodeBlock/Content reads
 * them), so the browser never runs Prism. One entry per line; a token of
 * type "plain" is its text alone, any other is [types joined by spaces, text].
 */
export type EncodedToken = string | [types: string, content: string];
export type EncodedLine = EncodedToken[];

/** A token as prism-react-renderer's normalizeTokens and the theme's Line use it. */
export type LineToken = { types: string[]; content: string; empty?: boolean };

const PLAIN = 'plain';

function isPlain(types: string[]): boolean {
  return types.length === 1 && types[0] === PLAIN;
}

/** normalizeTokens marks a line with no text by one token "\n" flagged empty. */
function isEmptyLine(line: LineToken[]): boolean {
  return line.length === 1 && line[0].empty === true;
}

export function encodeLines(lines: LineToken[][]): EncodedLine[] {
  return lines.map((line) =>
    line.map(({ types, content }) => {
      const text = isEmptyLine(line) ? '' : content;
      return isPlain(types) ? text : [types.join(' '), text];
    }),
  );
}

export function decodeLine(line: EncodedLine): LineToken[] {
  const tokens: LineToken[] = line.map((token) =>
    typeof token === 'string'
      ? { types: [PLAIN], content: token }
      : { types: token[0].split(' '), content: token[1] },
  );
  if (tokens.length === 0) return [{ types: [PLAIN], content: '\n', empty: true }];
  if (tokens.length === 1 && tokens[0].content === '')
    return [{ ...tokens[0], content: '\n', empty: true }];
  return tokens;
}

/** The text of an encoded line. */
export function lineText(line: EncodedLine): string {
  return line.map((token) => (typeof token === 'string' ? token : token[1])).join('');
}

/** The code the encoded lines were made from, with the final newline of a fenced block. */
export function codeOfLines(lines: readonly EncodedLine[]): string {
  return `${lines.map(lineText).join('\n')}\n`;
}

/**
 * The tokens of each line of `code`, the code the theme shows: the code the
 * build tokenized, less any magic-comment lines the theme removed. Lines are
 * matched by their text, in order; a line the build did not tokenize shows
 * as plain text.
 */
export function linesForCode(code: string, encoded: readonly EncodedLine[]): LineToken[][] {
  let next = 0;
  return code.split(/\r?\n/).map((text) => {
    let found = next;
    while (found < encoded.length && lineText(encoded[found]) !== text) found += 1;
    if (found === encoded.length) return decodeLine([text]);
    next = found + 1;
    return decodeLine(encoded[found]);
  });
}
