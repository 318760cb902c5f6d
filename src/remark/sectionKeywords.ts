/**
 * Search keywords of single sections. Front matter `section_keywords` maps a
 * heading's anchor to the words readers type for that section (a pasted
 * error message, a task word); they go on the heading as a data attribute,
 * where the search index build reads them (src/plugins/search-local), so a
 * match opens the section rather than the top of the page.
 */
export const SECTION_KEYWORDS_ATTRIBUTE = 'data-search-keywords';

type HeadingNode = { data?: { hProperties?: Record<string, unknown> } };
type File = { path: string; data: { frontMatter?: Record<string, unknown> } };

export default function remarkSectionKeywords() {
  return async (root: unknown, file: File) => {
    const sections = file.data.frontMatter?.section_keywords as
      Record<string, string[]> | undefined;
    if (!sections) return;
    const { visit } = await import('unist-util-visit');
    const unused = new Set(Object.keys(sections));
    // Runs after Docusaurus's heading plugin, which sets each heading's id.
    visit(root as never, 'heading', (node: HeadingNode) => {
      const id = node.data?.hProperties?.id;
      if (typeof id !== 'string' || !Object.hasOwn(sections, id)) return;
      unused.delete(id);
      node.data!.hProperties![SECTION_KEYWORDS_ATTRIBUTE] = sections[id].join(',');
    });
    if (unused.size > 0)
      throw new Error(
        `${file.path}: front matter section_keywords names ${[...unused].map((id) => `#${id}`).join(', ')}, not a heading of this page`,
      );
  };
}
