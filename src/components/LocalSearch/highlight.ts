import { anyOfWords } from '../../browser/search/wordPattern';

/** A piece of text, marked when it is one of the searched words. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * `text` split into marked parts (occurrences of the searched words, any
 * case) and unmarked ones. Words that meet (启动 + 页) make one marked part,
 * so that they read as one word.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const alternatives = anyOfWords(words);
  if (!alternatives) return [{ text, marked: false }];
  const pattern = new RegExp(`(${alternatives})`, 'gi');
  const parts: TextPart[] = [];
  text.split(pattern).forEach((part, index) => {
    if (part === '') return;
    const marked = index % 2 === 1;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += part;
    else parts.push({ text: part, marked });
  });
  return parts;
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
