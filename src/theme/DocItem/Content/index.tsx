import React, { type ReactNode } from 'react';
import { BASE_URL } from '../../../site';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useActiveVersion, useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  EnglishPageContext,
  EnglishPageLink,
  RemovedUpstreamNotice,
  englishPageOf,
  removedUpstreamOf,
} from '@site/src/components/EnglishOriginal';
import { markdownPathOf, pagePathOf } from '@site/src/browser/markdownUrls';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc page's content, with a row above it: the same page on the English
 * site and the page's Markdown copy. Its headings (src/theme/Heading) read
 * the English page's URL from the context provided here. A page the English
 * site deleted (kept so its URL keeps answering) says so instead; a page of
 * ours (no English) links none.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const versionPath = useActiveVersion(undefined)?.path ?? BASE_URL.replace(/\/$/, '');
  const pagePath = pagePathOf(metadata.permalink, versionPath);
  const { customFields } = useDocusaurusContext().siteConfig;
  const removed = removedUpstreamOf(customFields, metadata.permalink);
  const english = englishPageOf(metadata.permalink, versionPath, customFields);
  return (
    <EnglishPageContext.Provider value={english}>
      {english ? (
        <Head>
          <link rel="alternate" hrefLang="en" href={english} />
        </Head>
      ) : null}
      {removed ? <RemovedUpstreamNotice removed={removed} /> : null}
      <div className={clsx('doc-page-tools', styles.tools)}>
        {english ? <EnglishPageLink href={english} /> : null}
        <CopyMarkdownButton url={markdownPathOf(pagePath)} />
      </div>
      <Content {...props} />
    </EnglishPageContext.Provider>
  );
}
