/**
 * Which upstream English file a page of a version follows: the file in the
 * version's upstream folder at the snapshot, or, for a page upstream deleted
 * that we keep serving, the file as it was just before the deleting commit.
 */
import type { InventoryDoc } from '../../src/versions/inventory';
import type { DocVersion } from '../../src/versions';
import { blobAt, commitId, type UpstreamRepo } from '../common/git';

/** `removed`: upstream deleted the page; this is its last English text. */
export type UpstreamSource = { path: string; commit: string; blob: string; removed: boolean };

type Doc = Pick<InventoryDoc, 'source' | 'removed'>;

/** The upstream path a page's record must name. */
export function upstreamPathOf(version: Pick<DocVersion, 'upstreamDir'>, doc: Doc): string {
  return doc.removed?.path ?? `${version.upstreamDir}/${doc.source}`;
}

export function upstreamSource(
  repo: UpstreamRepo,
  version: Pick<DocVersion, 'upstreamDir'>,
  doc: Doc,
  rev = 'HEAD',
): UpstreamSource | undefined {
  const file = upstreamPathOf(version, doc);
  const at = doc.removed ? `${doc.removed.commit}^` : rev;
  const blob = blobAt(repo, at, file);
  if (!blob) return undefined;
  return { path: file, commit: commitId(repo, at), blob, removed: Boolean(doc.removed) };
}
