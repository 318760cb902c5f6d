/**
 * The one rule for "the same page on the English site": our URLs and
 * heading ids are the English site's, so it is the English site plus the
 * page's address as the inventory writes it (version path included:
 * /docs/next/…, /docs/v6/…). The page's 英文原文 link, its headings' links
 * and the navbar's English item all use it. No JSX here: the navbar, in
 * every page's bundle, imports it.
 */
import { ENGLISH_SITE } from '@site/src/data/links';
import { pagePathOf } from '@site/src/browser/markdownUrls';

/** The same page on the English site (and the same heading, given its id). */
export function englishUrlOf(permalink: string, id?: string): string {
  return `${ENGLISH_SITE}${permalink}${id ? `#${id}` : ''}`;
}

/**
 * A page upstream deleted that we keep: the deleting commit, its date,
 * upstream's reason in a sentence, and whether the page is ours.
 */
export type RemovedUpstream = { commit: string; date: string; reason?: string; ours?: boolean };

/** The pages upstream deleted, by permalink (`customFields.removedUpstream` of the site config). */
export function removedUpstreamOf(customFields: unknown, permalink: string) {
  const removed = (
    customFields as { removedUpstream?: Record<string, RemovedUpstream> } | undefined
  )?.removedUpstream;
  return removed?.[permalink];
}

/** Whether a page is ours (front matter `origin: ours`; `customFields.ourPages` of the site config). */
export function isOurPermalink(customFields: unknown, permalink: string): boolean {
  return ((customFields as { ourPages?: string[] } | undefined)?.ourPages ?? []).includes(
    permalink,
  );
}

/**
 * The English page of a doc page (its permalink, in the version whose pages
 * are under `versionPath`), or null when the English site deleted it or the
 * page is ours (the English site has no such page).
 */
export function englishPageOf(
  permalink: string,
  versionPath: string,
  customFields: unknown,
): string | null {
  if (removedUpstreamOf(customFields, permalink) || isOurPermalink(customFields, permalink))
    return null;
  return englishUrlOf(pagePathOf(permalink, versionPath));
}
