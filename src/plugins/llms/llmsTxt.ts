/**
 * A version's llms.txt (https://llmstxt.org): an H1 title, a blockquote
 * summary, a paragraph of details, then H2 sections listing the pages as
 * `- [title](url): description`, one section per top-level sidebar category
 * in sidebar order.
 */

export type LlmsPage = { id: string; title: string; url: string; description: string };
export type LlmsSection = { title: string; pages: LlmsPage[] };

/** The sidebar items this module reads (Docusaurus' processed sidebars). */
export type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
};

export const OTHER_PAGES = '其他页面';

/** Pages grouped by top-level sidebar category, in sidebar order; pages outside any category last. */
export function sectionsOf(
  sidebars: Record<string, SidebarItem[]>,
  pages: LlmsPage[],
): LlmsSection[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const placed = new Set<string>();
  const sections: LlmsSection[] = [];
  const other: LlmsPage[] = [];

  const take = (id: string | undefined, into: LlmsPage[]) => {
    const page = id === undefined ? undefined : byId.get(id);
    if (!page || placed.has(page.id)) return;
    placed.add(page.id);
    into.push(page);
  };
  const collect = (items: SidebarItem[], into: LlmsPage[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc') take(item.link.id, into);
        collect(item.items ?? [], into);
      } else if (item.type === 'doc' || item.type === 'ref') take(item.id, into);
    }
  };

  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type === 'category') {
        const section: LlmsSection = { title: item.label ?? OTHER_PAGES, pages: [] };
        if (item.link?.type === 'doc') take(item.link.id, section.pages);
        collect(item.items ?? [], section.pages);
        const same = sections.find((s) => s.title === section.title);
        if (same) same.pages.push(...section.pages);
        else if (section.pages.length > 0) sections.push(section);
      } else collect([item], other);
    }
  }
  for (const page of pages) take(page.id, other);
  if (other.length > 0) sections.push({ title: OTHER_PAGES, pages: other });
  return sections;
}

/** One line of text: Markdown-significant brackets escaped, whitespace collapsed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function linkText(value: string): string {
  return oneLine(value).replace(/([[\]\\])/g, '\\$1');
}

export function llmsTxt(input: {
  title: string;
  summary: string;
  details?: string[];
  sections: LlmsSection[];
  /** Extra sections after the pages: title and ready-made lines. */
  extra?: { title: string; lines: string[] }[];
}): string {
  const lines = [`# ${oneLine(input.title)}`, '', `> ${oneLine(input.summary)}`, ''];
  for (const paragraph of input.details ?? []) lines.push(oneLine(paragraph), '');
  for (const section of input.sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(
        `- [${linkText(page.title)}](${page.url})${description ? `: ${description}` : ''}`,
      );
    }
    lines.push('');
  }
  for (const section of input.extra ?? []) {
    lines.push(`## ${oneLine(section.title)}`, '', ...section.lines, '');
  }
  return `${lines.join('\n').trim()}\n`;
}
