const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * The lines of a page's Markdown outside its front matter and code fences,
 * with their 0-based index: what line-based readers of directives and source
 * lists look at without compiling the page.
 */
export function* proseLines(text: string): Generator<{ i: number; line: string }> {
  const lines = text.split('\n');
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) start = end + 1;
  }
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    yield { i, line };
  }
}
