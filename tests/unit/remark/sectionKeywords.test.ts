import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import remarkSectionKeywords, {
  SECTION_KEYWORDS_ATTRIBUTE,
  sectionKeywordsLine,
} from '@site/src/remark/sectionKeywords';
import { tempTree } from '../helpers/fixtures';

type Heading = { type: string; data?: { hProperties?: Record<string, unknown> } };

/** Headings with the ids Docusaurus's heading plugin would have set. */
function tree(ids: string[]) {
  const root = fromMarkdown(ids.map((id) => `## ${id}`).join('\n\n')) as { children: Heading[] };
  root.children.forEach((heading, i) => (heading.data = { hProperties: { id: ids[i] } }));
  return root;
}

const run = (root: unknown, frontMatter: Record<string, unknown>) =>
  remarkSectionKeywords()(root, { path: 'page.md', data: { frontMatter } });

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

  it('fails the build, naming the file and line, for an anchor that is not a heading or a value that is not a list', async () => {
    const source = '---\ntitle: 排查\nsection_keywords:\n  a:\n    - x\n  missing:\n    - y\n---\n';
    const file = path.join(tempTree({ 'page.md': source }, 'section-keywords-'), 'page.md');
    const run = (sections: Record<string, unknown>) =>
      remarkSectionKeywords()(tree(['a']), {
        path: file,
        data: { frontMatter: { section_keywords: sections } },
      });
    await expect(run({ a: ['x'], missing: ['y'] })).rejects.toThrow(
      `${file}:6: front matter section_keywords names #missing, not a heading of this page`,
    );
    await expect(run({ a: 'x' })).rejects.toThrow(
      `${file}:4: front matter section_keywords.a must be a list of words`,
    );
  });

  it('finds the line of section_keywords and of each anchor under it, quoted or not', () => {
    const source = "---\nkeywords:\n  - a\nsection_keywords:\n  'x-1':\n    - b\n  y: [c]\n---\n";
    expect(sectionKeywordsLine(source)).toBe(4);
    expect(sectionKeywordsLine(source, 'x-1')).toBe(5);
    expect(sectionKeywordsLine(source, 'y')).toBe(7);
    expect(sectionKeywordsLine(source, 'a')).toBe(4);
    expect(sectionKeywordsLine('---\ntitle: t\n---\n')).toBe(1);
  });
});
