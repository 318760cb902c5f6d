/**
 * The English original of a doc page, one click away (the address rule is
 * in ./englishUrl.ts: the English site plus the page's path, and for a
 * section the heading's id). The footer states which upstream
 * revision the page was translated from (front matter `upstream`), or, on a
 * page of ours (front matter `origin: ours`), that it is ours and no
 * translation; such a page has no English page to link.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { LINKS } from '@site/src/data/links';
import type { RemovedUpstream } from './englishUrl';
import styles from './styles.module.css';

import { EnglishLink } from './HeadingLink';

export { EnglishHeadingLink, EnglishPageContext, useEnglishPage } from './HeadingLink';

export { englishPageOf, englishUrlOf, removedUpstreamOf } from './englishUrl';
export type { RemovedUpstream } from './englishUrl';

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

/** Whether the page is ours, not a translation (front matter `origin: ours`). */
export function isOurPage(frontMatter: unknown): boolean {
  return (frontMatter as { origin?: unknown } | undefined)?.origin === 'ours';
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

/** In place of the translation basis: the page is ours, written where the English had nothing. */
export function OurPageNote(): ReactNode {
  return (
    <p className={clsx('translation-basis', 'our-page-note', styles.basis)}>
      {translate({
        id: 'theme.englishOriginal.ours',
        message: '本页由本站撰写，不是译文：英文文档没有对应的内容。',
      })}
    </p>
  );
}

export function upstreamCommitUrl(commit: string): string {
  return `${LINKS.docsRepository}/commit/${commit}`;
}

/**
 * In place of the English link: the English site no longer has this page,
 * since which commit and why; then what this page is (the last translation,
 * or our own article where the English had nothing).
 */
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
      {removed.reason
        ? translate(
            { id: 'theme.englishOriginal.removedBecause', message: '）。删除原因：{reason}' },
            { reason: removed.reason },
          )
        : translate({
            id: 'theme.englishOriginal.removedNoReason',
            message: '）。删除原因尚未记录。',
          })}
      {removed.ours
        ? translate({
            id: 'theme.englishOriginal.removedOurs',
            message:
              '英文原页没有可翻译的正文；本页是本站自己撰写的文章，不是译文，继续在原网址提供。',
          })
        : translate({
            id: 'theme.englishOriginal.removedAfter',
            message: '本页保留删除前的译文，供仍在使用旧链接的读者参考，内容可能已不适用。',
          })}
    </div>
  );
}
