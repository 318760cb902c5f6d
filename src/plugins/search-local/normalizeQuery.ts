/**
 * What a reader types, as the index spells it: full-width letters, digits,
 * punctuation and spaces (ｃａｐ　ｓｙｎｃ) become their ASCII forms.
 */
export function normalizeQuery(text: string): string {
  return text.normalize('NFKC');
}
