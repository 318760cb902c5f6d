/**
 * The pure half of a deploy: what a release is called, which releases a
 * server keeps, where a rollback goes, and the remote commands a deploy or a
 * rollback runs, in order (tools/deploy/remote.sh carries them out).
 */

/** Releases kept on the server: the five newest, and the one served if it is older. */
export const KEEP_RELEASES = 5;

/** 20261128T212000Z-9a147c3: when it was deployed (UTC, sorts by time), and the commit. */
export const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-z]+$/;

export function releaseId(date: Date, commit: string): string {
  const short = commit.trim().toLowerCase().slice(0, 7);
  if (!/^[0-9a-f]{7}$/.test(short)) throw new Error(`不是提交 SHA：${commit}`);
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${short}`;
}

export function assertReleaseId(id: string): string {
  if (!RELEASE_ID.test(id)) throw new Error(`不是发布名：${id}（形如 20261128T212000Z-9a147c3）`);
  return id;
}

/** The server's state, as `remote.sh list` prints it. */
export type ServerState = { current: string | null; releases: string[] };

export function parseList(output: string): ServerState {
  let current: string | null = null;
  const releases: string[] = [];
  for (const line of output.split('\n')) {
    const [kind, id = ''] = line.trim().split(/\s+/);
    if (kind === 'current') current = id || null;
    else if (kind === 'release' && RELEASE_ID.test(id)) releases.push(id);
  }
  return { current, releases: releases.sort() };
}

/** Releases to delete once `current` is served: all but the newest KEEP_RELEASES and current. */
export function releasesToPrune(
  { current, releases }: ServerState,
  keep = KEEP_RELEASES,
): string[] {
  const kept = new Set([...releases].sort().slice(-keep));
  if (current) kept.add(current);
  return [...releases].sort().filter((id) => !kept.has(id));
}

/**
 * Releases whose hashed assets a new release carries (beside its own): the
 * ones that stay after pruning, and the one served now (pruned next if it is
 * old, after a rollback), so a page of any of them still open finds its chunks.
 */
export function inheritedReleases(
  state: ServerState,
  newId: string,
  keep = KEEP_RELEASES,
): string[] {
  const after: ServerState = { current: newId, releases: [...state.releases, newId] };
  const pruned = new Set(releasesToPrune(after, keep));
  return [...state.releases]
    .sort()
    .reverse()
    .filter((id) => !pruned.has(id) || id === state.current);
}

/** Where `--rollback` goes: the named release, else the newest one older than current. */
export function rollbackTarget({ current, releases }: ServerState, named?: string): string {
  if (named) {
    assertReleaseId(named);
    if (!releases.includes(named))
      throw new Error(`服务器上没有发布 ${named}。现有发布：${releases.join('、') || '（无）'}`);
    if (named === current) throw new Error(`发布 ${named} 正在提供，无需回滚`);
    return named;
  }
  if (!current) throw new Error('服务器上还没有正在提供的发布，无法回滚');
  const older = releases.filter((id) => id < current);
  if (!older.length) throw new Error(`发布 ${current} 之前没有更早的发布，无法回滚`);
  return older[older.length - 1];
}

/** One step of a deploy, named as the messages name it. */
export type Step =
  | { kind: 'remote'; name: string; args: string[] }
  | { kind: 'upload'; name: string; id: string; linkDest: string | null }
  | { kind: 'check'; name: string; id: string };

/**
 * The steps of a deploy of release `id`: everything up to and including
 * `activate` leaves the site as it was when it fails; after it, a failed
 * check switches back to `state.current`.
 */
export function deploySteps(state: ServerState, id: string): Step[] {
  return [
    { kind: 'remote', name: '准备上传', args: ['begin', id] },
    { kind: 'upload', name: '上传', id, linkDest: state.current },
    {
      kind: 'remote',
      name: '整理发布（保留旧发布的资源文件）',
      args: ['stage', id, ...inheritedReleases(state, id)],
    },
    { kind: 'remote', name: '切换（nginx -t、切换 current、重新加载）', args: ['activate', id] },
    { kind: 'check', name: '切换后检查', id },
  ];
}

/** The steps of a rollback to `id`. */
export function rollbackSteps(state: ServerState, id: string): Step[] {
  return [
    {
      kind: 'remote',
      name: '整理发布（加入其他发布的资源文件）',
      args: ['inherit', id, ...[...state.releases].reverse().filter((other) => other !== id)],
    },
    { kind: 'remote', name: '切换（nginx -t、切换 current、重新加载）', args: ['activate', id] },
    { kind: 'check', name: '切换后检查', id },
  ];
}
