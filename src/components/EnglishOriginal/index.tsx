/**
 * The English original of a doc page, one click away. Our URLs and heading
 * ids are the English site's, so the page link is the English site plus the
 * page's path (version path included: /docs/next/…, /docs/v6/…) and a
 * section link adds the heading's id. The footer states which upstream
 * revision the page was translated from (front matter `upstream`).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { ENGLISH_SITE, LINKS } from '@site/src/data/links';
import styles from './styles.module.css';

import { EnglishLink } from './HeadingLink';

export { EnglishHeadingLink, EnglishPageContext, useEnglishPage } from './HeadingLink';

/** The same page on the English site. */
export function englishUrlOf(permalink: string, id?: string): string {
  return `${ENGLISH_SITE}${permalink}${id ? `#${id}` : ''}`;
}

export type UpstreamRecord = { path: string; commit: string };

/** The page's upstream record (front matter `upstream: {path, commit, blob}`), if it has one. */
export function upstreamOf(frontMatter: unknown): UpstreamRecord | undefined {
  const upstream = (frontMatter as { upstream?: unknown } | undefined)?.upstream as
    { path?: unknown; commit?: unknown } | undefined;
  const commit = upstream?.commit;
  if (typeof upstream?.path !== 'string') return undefined;
  // YAML reads a commit of digits only as a number.
  if (typeof commit !== 'string' && typeof commit !== 'number') return undefined;
  return { path: upstream.path, commit: String(commit) };
}

/** The upstream file at that commit on GitHub. */
export function upstreamBlobUrl({ path, commit }: UpstreamRecord): string {
  return `${LINKS.docsRepository}/blob/${commit}/${path}`;
}

export function shortCommit(commit: string): string {
  return commit.slice(0, 8);
}

export function EnglishPageLink({ href }: { href: string }): ReactNode {
  return (
    <EnglishLink
      className={clsx('english-original-link', styles.pageLink)}
      href={href}
      title={translate({
        id: 'theme.englishOriginal.pageLinkTitle',
        message: '在英文站打开本页的英文原文',
      })}
    >
      {translate({ id: 'theme.englishOriginal.pageLink', message: '英文原文' })}
      <IconExternalLink />
    </EnglishLink>
  );
}

/** "翻译依据：英文原文 <path>，提交 <commit>", the commit linking to the file at that commit. */
export function TranslationBasis({ upstream }: { upstream: UpstreamRecord }): ReactNode {
  return (
    <p className={clsx('translation-basis', styles.basis)}>
      {translate({ id: 'theme.englishOriginal.basis', message: '翻译依据：英文原文' })}{' '}
      <code>{upstream.path}</code>
      {translate({ id: 'theme.englishOriginal.basisCommit', message: '，提交' })}{' '}
      <a
        href={upstreamBlobUrl(upstream)}
        target="_blank"
        rel="noopener"
        title={translate({
          id: 'theme.englishOriginal.basisCommitTitle',
          message: '在 GitHub 上查看该提交时的英文原文',
        })}
      >
        <code>{shortCommit(upstream.commit)}</code>
      </a>
    </p>
  );
}

/** A page upstream deleted that we keep: the deleting commit and its date. */
export type RemovedUpstream = { commit: string; date: string };

/** The pages upstream deleted, by permalink (`customFields.removedUpstream` of the site config). */
export function removedUpstreamOf(customFields: unknown, permalink: string) {
  const removed = (
    customFields as { removedUpstream?: Record<string, RemovedUpstream> } | undefined
  )?.removedUpstream;
  return removed?.[permalink];
}

export function upstreamCommitUrl(commit: string): string {
  return `${LINKS.docsRepository}/commit/${commit}`;
}

/** In place of the English link: the English site no longer has this page, and since which commit. */
export function RemovedUpstreamNotice({ removed }: { removed: RemovedUpstream }): ReactNode {
  return (
    <div
      className={clsx('alert alert--warning', 'removed-upstream-notice', styles.removed)}
      role="note"
    >
      {translate(
        {
          id: 'theme.englishOriginal.removed',
          message: '英文站已于 {date} 删除此页（上游提交 ',
        },
        { date: removed.date },
      )}
      <a href={upstreamCommitUrl(removed.commit)} target="_blank" rel="noopener">
        <code>{shortCommit(removed.commit)}</code>
      </a>
      {translate({
        id: 'theme.englishOriginal.removedAfter',
        message: '）。本页保留删除前的译文，供仍在使用旧链接的读者参考，内容可能已不适用。',
      })}
    </div>
  );
}
