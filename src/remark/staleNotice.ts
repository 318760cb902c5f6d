/**
 * A page whose English original changed after it was translated opens with
 * a short notice and a link to the English change of its file on GitHub;
 * current pages get nothing extra. Decided here, at build time, from the
 * page's own `upstream` record and the English state the sync recorded
 * (src/versions/freshness.ts).
 */
import {
  compareUrl,
  pageFreshness,
  readEnglishState,
  type EnglishState,
  type PageRecord,
} from '../versions/freshness';

export const STALE_NOTICE_CLASS = 'stale-translation-notice';

type Options = { siteDir: string; english?: EnglishState };

type Node = { type: string; [key: string]: unknown };

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The notice as an MDX element: a paragraph of text with the link. */
export function staleNotice(date: string, href: string): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', `alert alert--secondary ${STALE_NOTICE_CLASS}`),
      attribute('role', 'note'),
    ],
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: `英文原文已于 ${date} 更新，本页译文可能滞后（` },
          {
            type: 'link',
            url: href,
            data: { hProperties: { target: '_blank', rel: 'noopener' } },
            children: [{ type: 'text', value: '查看英文的改动' }],
          },
          { type: 'text', value: '）。' },
        ],
      },
    ],
  };
}

export default function remarkStaleNotice({ siteDir, english }: Options) {
  const state = english ?? readEnglishState(siteDir);
  return (
    root: { children: Node[] },
    file: { data?: { frontMatter?: Record<string, unknown> } },
  ) => {
    const page = pageFreshness(file.data?.frontMatter?.upstream as PageRecord | undefined, state);
    if (!page?.stale) return;
    // After the page title, when the page starts with one.
    const title = root.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    root.children.splice(title + 1, 0, staleNotice(page.englishChanged.date, compareUrl(page)));
  };
}
