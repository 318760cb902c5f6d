/**
 * The upstream record each page carries in its front matter: which English
 * file it was translated from, that file's git blob id, and the upstream
 * commit it was read at.
 *
 *   upstream:
 *     path: versioned_docs/version-v7/apis/camera.md
 *     commit: 'b5f9b9ae'
 *     blob: '3f0c…(40 hex)'
 */
import matter from 'gray-matter';

export type UpstreamRecord = { path: string; commit: string; blob: string };

const BLOB = /^[0-9a-f]{40}$/;
const COMMIT = /^[0-9a-f]{7,40}$/;

/** The page's record, undefined when it has none; throws on a malformed one. */
export function readRecord(text: string): UpstreamRecord | undefined {
  const value = matter(text).data.upstream as Partial<UpstreamRecord> | undefined;
  if (value === undefined) return undefined;
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null) problems.push('must be a mapping');
  else {
    if (typeof value.path !== 'string' || !/\.mdx?$/.test(value.path))
      problems.push('`path` must name a .md or .mdx file');
    if (typeof value.blob !== 'string' || !BLOB.test(value.blob))
      problems.push('`blob` must be a 40-digit git blob id');
    if (typeof value.commit !== 'string' || !COMMIT.test(value.commit))
      problems.push('`commit` must be a git commit id');
  }
  if (problems.length > 0) throw new Error(`front matter \`upstream\` ${problems.join('; ')}`);
  return { path: value.path!, commit: value.commit!, blob: value.blob! };
}

/** The text with its record replaced (or added at the end of the front matter). */
export function writeRecord(text: string, record: UpstreamRecord): string {
  // Ids are quoted: YAML would read an all-digit commit id as a number.
  const block = `upstream:\n  path: ${record.path}\n  commit: '${record.commit}'\n  blob: '${record.blob}'\n`;
  const front = /^---\n([\s\S]*?\n)?---\n/.exec(text);
  if (!front) return `---\n${block}---\n${text}`;
  const inner = (front[1] ?? '').replace(/^upstream:\n(?:[ \t]+.*\n)*/m, '');
  return `---\n${inner}${block}---\n${text.slice(front[0].length)}`;
}
