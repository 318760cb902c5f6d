/**
 * Search keywords of single sections. Front matter `section_keywords` maps a
 * heading's anchor to the words readers type for that section (a pasted
 * error message, a task word); they go on the heading as a data attribute,
 * where the search index build reads them (src/plugins/search-local), so a
 * match opens the section rather than the top of the page.
 */
import fs from 'node:fs';

export const SECTION_KEYWORDS_ATTRIBUTE = 'data-search-keywords';

/** The 1-based line of `section_keywords:` in a page's source or, given an anchor, of that anchor's key under it. */
export function sectionKeywordsLine(source: string, anchor?: string): number {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('section_keywords:'));
  if (start < 0 || anchor === undefined) return start + 1 || 1;
  const key = (line: string) => /^\s+(['"]?)([^\s'":]+)\1:(\s|$)/.exec(line)?.[2];
  return lines.findIndex((line, i) => i > start && key(line) === anchor) + 1 || start + 1;
}

type HeadingNode = { data?: { hProperties?: Record<string, unknown> } };
type File = { path: string; data: { frontMatter?: Record<string, unknown> } };

export default function remarkSectionKeywords() {
  return async (root: unknown, file: File) => {
    const sections = file.data.frontMatter?.section_keywords as Record<string, unknown> | undefined;
    if (!sections) return;
    const fail = (anchor: string, problem: string) => {
      const line = sectionKeywordsLine(fs.readFileSync(file.path, 'utf8'), anchor);
      throw new Error(`${file.path}:${line}: front matter section_keywords${problem}`);
    };
    for (const [anchor, words] of Object.entries(sections))
      if (!Array.isArray(words) || !words.every((word) => typeof word === 'string'))
        fail(anchor, `.${anchor} must be a list of words`);
    const { visit } = await import('unist-util-visit');
    const unused = new Set(Object.keys(sections));
    // Runs after Docusaurus's heading plugin, which sets each heading's id.
    visit(root as never, 'heading', (node: HeadingNode) => {
      const id = node.data?.hProperties?.id;
      if (typeof id !== 'string' || !Object.hasOwn(sections, id)) return;
      unused.delete(id);
      node.data!.hProperties![SECTION_KEYWORDS_ATTRIBUTE] = (sections[id] as string[]).join(',');
    });
    for (const anchor of unused) fail(anchor, ` names #${anchor}, not a heading of this page`);
  };
}
