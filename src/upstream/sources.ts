/**
 * Which upstream English file a page of a version follows: the file in the
 * newest snapshot's version folder, or, where upstream has since removed it,
 * the same page at the commit the route inventory is pinned at.
 */
import type { DocVersion } from '../versions';
import { blobAt, commitId, type UpstreamRepo } from './git';

/** `pinned`: taken from the inventory's pinned commit because the newest snapshot lacks it. */
export type UpstreamSource = { path: string; commit: string; blob: string; pinned: boolean };

export function upstreamSource(
  repo: UpstreamRepo,
  version: Pick<DocVersion, 'upstream'>,
  source: string,
  pinnedCommit: string,
  rev = 'HEAD',
): UpstreamSource | undefined {
  const newest = `${version.upstream.newest}/${source}`;
  const newestBlob = blobAt(repo, rev, newest);
  if (newestBlob)
    return { path: newest, commit: commitId(repo, rev), blob: newestBlob, pinned: false };
  const pinned = `${version.upstream.pinned}/${source}`;
  const pinnedBlob = blobAt(repo, pinnedCommit, pinned);
  if (pinnedBlob)
    return { path: pinned, commit: commitId(repo, pinnedCommit), blob: pinnedBlob, pinned: true };
  return undefined;
}

/** Both paths a record of this page may name (CI checks records without a clone). */
export function possibleUpstreamPaths(version: Pick<DocVersion, 'upstream'>, source: string) {
  return [`${version.upstream.newest}/${source}`, `${version.upstream.pinned}/${source}`];
}
