import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useActiveVersion, useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import {
  EnglishPageContext,
  EnglishPageLink,
  englishUrlOf,
} from '@site/src/components/EnglishOriginal';
import { markdownPathOf, pagePathOf } from '@site/src/plugins/llms/urls';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc page's content, with a row above it: the same page on the English
 * site and the page's Markdown copy. Its headings (src/theme/Heading) read
 * the English page's URL from the context provided here.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const versionPath = useActiveVersion(undefined)?.path ?? '/docs';
  const pagePath = pagePathOf(metadata.permalink, versionPath);
  const english = englishUrlOf(pagePath);
  return (
    <EnglishPageContext.Provider value={english}>
      <div className={clsx('doc-page-tools', styles.tools)}>
        <EnglishPageLink href={english} />
        <CopyMarkdownButton url={markdownPathOf(pagePath)} />
      </div>
      <Content {...props} />
    </EnglishPageContext.Provider>
  );
}
