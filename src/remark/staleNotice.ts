/**
 * A page whose English original changed after it was translated (the
 * committed status file, src/versions/freshness.ts) opens with a short
 * notice and a link to the English change on GitHub; current pages get
 * nothing extra.
 */
import path from 'node:path';
import { compareUrl, readFreshness, type Freshness } from '../versions/freshness';

export const STALE_NOTICE_CLASS = 'stale-translation-notice';

type Options = { siteDir: string; freshness?: Freshness };

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

export default function remarkStaleNotice({ siteDir, freshness }: Options) {
  const pages = (freshness ?? readFreshness(siteDir))?.pages ?? {};
  return (root: { children: Node[] }, file: { path: string }) => {
    const page = pages[path.relative(siteDir, file.path).split(path.sep).join('/')];
    if (!page?.stale) return;
    // After the page title, when the page starts with one.
    const title = root.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    root.children.splice(title + 1, 0, staleNotice(page.englishChanged.date, compareUrl(page)));
  };
}
