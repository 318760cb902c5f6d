/**
 * What a reader types, as the index spells it: full-width letters, digits,
 * punctuation and spaces (ｃａｐ　ｓｙｎｃ) become their ASCII forms, and the
 * `npx` before a CLI command goes (the pages name the command, `cap sync`;
 * `npx` is in their code blocks, which are not indexed).
 */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/(^|\s)npx(?=\s)/gi, '$1')
    .trim();
}
