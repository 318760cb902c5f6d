import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkSectionKeywords, {
  SECTION_KEYWORDS_ATTRIBUTE,
} from '@site/src/remark/sectionKeywords';

type Heading = { type: string; data?: { hProperties?: Record<string, unknown> } };

/** Headings with the ids Docusaurus's heading plugin would have set. */
function tree(ids: string[]) {
  const root = fromMarkdown(ids.map((id) => `## ${id}`).join('\n\n')) as { children: Heading[] };
  root.children.forEach((heading, i) => (heading.data = { hProperties: { id: ids[i] } }));
  return root;
}

const run = (root: unknown, frontMatter: Record<string, unknown>) =>
  remarkSectionKeywords()(root, { path: 'docs/android/troubleshooting.md', data: { frontMatter } });

describe('section keywords', () => {
  it("puts a section's keywords on its heading", async () => {
    const root = tree(['error-apk', 'other']);
    await run(root, { section_keywords: { 'error-apk': ['INSTALL_FAILED_X', '安装失败'] } });
    expect(root.children[0].data?.hProperties?.[SECTION_KEYWORDS_ATTRIBUTE]).toBe(
      'INSTALL_FAILED_X,安装失败',
    );
    expect(root.children[1].data?.hProperties).toEqual({ id: 'other' });
  });

  it('leaves pages without section keywords alone', async () => {
    const root = tree(['a']);
    await run(root, { keywords: ['x'] });
    expect(root.children[0].data?.hProperties).toEqual({ id: 'a' });
  });

  it('fails the build, naming the file, for an anchor that is not a heading', async () => {
    await expect(run(tree(['a']), { section_keywords: { missing: ['x'] } })).rejects.toThrow(
      'docs/android/troubleshooting.md: front matter section_keywords names #missing, not a heading of this page',
    );
  });
});
