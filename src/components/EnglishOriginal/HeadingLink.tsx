/**
 * The part of the English original links every page bundle carries (the
 * theme's Heading is in the main bundle): the doc page's English URL, as
 * context, and the link beside each h2/h3 anchor. The rest lives in
 * ./index.tsx, loaded with doc pages only.
 */
import React, { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './HeadingLink.module.css';

/**
 * The English URL of the doc page being rendered; null outside doc pages.
 * Provided by the DocItem/Content wrapper, read by the Heading wrapper.
 */
export const EnglishPageContext = createContext<string | null>(null);

export function useEnglishPage(): string | null {
  return useContext(EnglishPageContext);
}

/** A link to the English site: a new tab, no opener, marked as English. */
export function EnglishLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>): ReactNode {
  return <a target="_blank" rel="noopener" hrefLang="en" {...props} />;
}

/**
 * The link beside a heading's anchor link. It has no text of its own (its
 * mark is drawn by CSS), so heading text, copied text and the search index
 * stay as they were.
 */
export function EnglishHeadingLink({ href }: { href: string }): ReactNode {
  const label = translate({
    id: 'theme.englishOriginal.headingLink',
    message: '查看此节的英文原文',
  });
  return (
    <EnglishLink
      className={clsx('english-heading-link', styles.headingLink)}
      href={href}
      aria-label={label}
      title={label}
      translate="no"
    />
  );
}
