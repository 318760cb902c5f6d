import { anyOfWords } from '../../plugins/search-local/wordPattern';

/** A piece of text, marked when it is one of the searched words. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** `text` split so that every occurrence of a searched word (any case) is its own marked part. */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const alternatives = anyOfWords(words);
  if (!alternatives) return [{ text, marked: false }];
  const pattern = new RegExp(`(${alternatives})`, 'gi');
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, marked: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/**
 * At most `maxLength` characters of `text` around the first searched word,
 * with an ellipsis where it was cut.
 */
export function excerpt(text: string, words: readonly string[], maxLength: number): string {
  if (text.length <= maxLength) return text;
  const lower = text.toLowerCase();
  const firstHit = Math.min(
    ...words.map((word) => lower.indexOf(word.toLowerCase())).filter((at) => at >= 0),
  );
  const start = Number.isFinite(firstHit)
    ? Math.max(0, Math.min(firstHit - Math.floor(maxLength / 4), text.length - maxLength))
    : 0;
  const end = start + maxLength;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
