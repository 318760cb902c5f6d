/**
 * Chinese words that say nothing about what a page is about (可以, 如果,
 * 这个 …): left out of the search index, like the single characters the
 * search plugin already drops (的, 是, 在 …). A query that contains one still
 * finds its pages: the search box's segmenter skips words the index lacks.
 * List words of two or more characters, none a reader would search for: the
 * segmenter reads a lone character it does not know as the start of a longer
 * word (能 as 能力), so a query with it would find less.
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  '可以 可能 一个 一些 某个 这个 这些 那些 这样 这里 我们 它们',
  '如果 因为 所以 因此 那么 然后 并且 而且 或者 还是 以及 不过',
  '已经 之前 之后 现在 例如 比如 以下 就是 就会 即可 应该 只要',
].flatMap((line) => line.split(' '));
