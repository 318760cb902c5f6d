/**
 * A regular expression source matching any of `words` as plain text, longest
 * first (so 热更新 wins over 热更, 推送通知 over 推送).
 */
export function anyOfWords(words: Iterable<string>): string {
  return [...words]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}
