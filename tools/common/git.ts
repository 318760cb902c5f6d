/** The few git reads the upstream and inventory tools make on a clone of the English docs. */
import { execFileSync } from 'node:child_process';

export type UpstreamRepo = { dir: string };

function git(repo: UpstreamRepo, args: string[]): string {
  return execFileSync('git', ['-C', repo.dir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Short id of a commit (HEAD by default). */
export function commitId(repo: UpstreamRepo, rev = 'HEAD'): string {
  return git(repo, ['rev-parse', '--short=8', `${rev}^{commit}`]).trim();
}

/** Blob id of `file` at `rev`, or undefined when the file is not there. */
export function blobAt(repo: UpstreamRepo, rev: string, file: string): string | undefined {
  try {
    return git(repo, ['rev-parse', '--verify', '--quiet', `${rev}:${file}`]).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function hasBlob(repo: UpstreamRepo, blob: string): boolean {
  try {
    return git(repo, ['cat-file', '-t', blob]).trim() === 'blob';
  } catch {
    return false;
  }
}

/** A file's text at `rev`. */
export function readFileAt(repo: UpstreamRepo, rev: string, file: string): string {
  return git(repo, ['show', `${rev}:${file}`]);
}

/** Every file under `dir` at `rev`, with its path from the repository root. */
export function filesAt(repo: UpstreamRepo, rev: string, dir: string): string[] {
  return git(repo, ['ls-tree', '-r', '--name-only', rev, '--', `${dir}/`])
    .split('\n')
    .filter(Boolean);
}

export type Change = { commit: string; date: string };

/** `%h %cs` log lines as commits (8-digit id) and dates. */
const logArgs = ['--abbrev=8'];
const parseChange = (line: string): Change => {
  const [commit, date] = line.split(' ');
  return { commit, date };
};

/** The commit (and its date) that deleted `file`, looking back from `rev`. */
export function deletionOf(repo: UpstreamRepo, file: string, rev = 'HEAD'): Change | undefined {
  const line = git(repo, [
    'log',
    '--diff-filter=D',
    '-1',
    ...logArgs,
    '--format=%h %cs',
    rev,
    '--',
    file,
  ]).trim();
  return line ? parseChange(line) : undefined;
}

export function readBlob(repo: UpstreamRepo, blob: string): string {
  return git(repo, ['cat-file', 'blob', blob]);
}

/** Unified diff between two blobs, labelled with the upstream path. */
export function diffBlobs(repo: UpstreamRepo, from: string, to: string, label: string): string {
  let out: string;
  try {
    out = git(repo, ['diff', '--no-color', '--no-ext-diff', from, to]);
  } catch (error) {
    // git diff exits 1 when the blobs differ in some configurations.
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  return out
    .replace(/^diff --git .*\n(?:index .*\n)?/m, '')
    .replace(/^--- .*$/m, `--- a/${label} (${from.slice(0, 8)})`)
    .replace(/^\+\+\+ .*$/m, `+++ b/${label} (${to.slice(0, 8)})`);
}

/**
 * The English change from a recorded blob to an upstream file; the whole file
 * when the recorded blob is not in this clone (a shallow or older clone).
 */
export function diffSince(
  repo: UpstreamRepo,
  fromBlob: string,
  upstream: { path: string; blob: string },
): string {
  if (hasBlob(repo, fromBlob)) return diffBlobs(repo, fromBlob, upstream.blob, upstream.path);
  return `(recorded blob ${fromBlob} is not in this clone; the whole current file follows)\n${readBlob(repo, upstream.blob)}`;
}

/** For every file under `dirs`, the newest commit (8-digit id and date) that changed it, looking back from `rev`. */
export function lastChanges(repo: UpstreamRepo, dirs: string[], rev = 'HEAD'): Map<string, Change> {
  const out = git(repo, ['log', ...logArgs, '--format=@%h %cs', '--name-only', rev, '--', ...dirs]);
  const changes = new Map<string, Change>();
  let current: Change | undefined;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = parseChange(line.slice(1));
    else if (line && current && !changes.has(line)) changes.set(line, current);
  }
  return changes;
}

/** Every Markdown page file under `dirs` at `rev`, with its blob id. */
export function pageBlobs(repo: UpstreamRepo, dirs: string[], rev = 'HEAD'): Map<string, string> {
  const out = git(repo, ['ls-tree', '-r', rev, '--', ...dirs.map((d) => `${d}/`)]);
  const blobs = new Map<string, string>();
  for (const line of out.split('\n')) {
    const match = /^\d+ blob ([0-9a-f]{40})\t(.+\.mdx?)$/.exec(line);
    if (match) blobs.set(match[2], match[1]);
  }
  return blobs;
}

/** Whether `commit` is in the history of `rev` (false when the clone does not have it at all). */
export function containsCommit(repo: UpstreamRepo, commit: string, rev = 'HEAD'): boolean {
  try {
    git(repo, ['merge-base', '--is-ancestor', commit, rev]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The branch the clone is on and upstream's default branch (origin's
 * HEAD), when the clone knows both; for a warning when they differ.
 */
export function branches(repo: UpstreamRepo): { current?: string; default?: string } {
  const read = (args: string[]) => {
    try {
      return git(repo, args).trim() || undefined;
    } catch {
      return undefined;
    }
  };
  const current = read(['symbolic-ref', '--quiet', '--short', 'HEAD']);
  const remote = read(['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  return { current, default: remote?.replace(/^origin\//, '') };
}
