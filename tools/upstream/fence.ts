/**
 * A fenced code block for text we do not control (an English diff in the
 * sync pull request's body): the fence is longer than any run of its
 * character in the text, so no line of the text can close it (a diff's
 * context line " ```" would close a plain ``` fence, and the rest of the
 * body would render as code). Backticks unless tildes need a shorter fence.
 */
export function fencedCode(text: string, info = ''): string {
  const longest = (char: string) =>
    Math.max(0, ...[...text.matchAll(new RegExp(`\\${char}+`, 'g'))].map((m) => m[0].length));
  const [ticks, tildes] = [longest('`'), longest('~')];
  // A backtick fence's info string may not contain backticks.
  const char = tildes < ticks || info.includes('`') ? '~' : '`';
  const fence = char.repeat(Math.max(3, (char === '`' ? ticks : tildes) + 1));
  return [`${fence}${info}`, text.replace(/\n$/, ''), fence].join('\n');
}
