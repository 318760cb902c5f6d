import { describe, expect, it } from 'vitest';
import {
  KEEP_RELEASES,
  deploySteps,
  inheritedReleases,
  parseList,
  releaseId,
  releasesToPrune,
  rollbackSteps,
  rollbackTarget,
} from '@site/tools/deploy/releases';

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `2026110${i + 1}T120000Z-abcdef${i}`);

describe('release names', () => {
  it('are the UTC time to the second and the short commit, so they sort by time', () => {
    const id = releaseId(new Date('2026-11-28T21:20:05.123Z'), '9A147C3E0F');
    expect(id).toBe('20261128T212005Z-9a147c3');
    expect(releaseId(new Date('2026-11-28T21:20:06Z'), 'abcdef0') > id).toBe(true);
  });

  it('need a commit', () => {
    expect(() => releaseId(new Date(), 'main')).toThrow('不是提交 SHA');
  });
});

describe('the server’s list', () => {
  it('reads current and the complete releases, oldest first', () => {
    const [a, b] = ids(2);
    expect(parseList(`current ${a}\nrelease ${b}\nrelease ${a}\n`)).toEqual({
      current: a,
      releases: [a, b],
    });
    expect(parseList('current \n')).toEqual({ current: null, releases: [] });
  });
});

describe('pruning', () => {
  it('keeps the five newest releases', () => {
    const all = ids(8);
    expect(KEEP_RELEASES).toBe(5);
    expect(releasesToPrune({ current: all[7], releases: all })).toEqual(all.slice(0, 3));
    expect(releasesToPrune({ current: all[4], releases: all.slice(0, 5) })).toEqual([]);
  });

  it('never deletes the release being served, however old', () => {
    const all = ids(8);
    expect(releasesToPrune({ current: all[0], releases: all })).toEqual(all.slice(1, 3));
  });
});

describe('hashed assets a new release carries', () => {
  it('are those of the releases that stay after the new one is added, newest first', () => {
    const all = ids(6);
    const next = '20261201T000000Z-1234567';
    expect(inheritedReleases({ current: all[5], releases: all }, next)).toEqual(
      all.slice(2).reverse(),
    );
  });

  it('include the served release when it is older than those (after a rollback)', () => {
    const all = ids(6);
    const next = '20261201T000000Z-1234567';
    expect(inheritedReleases({ current: all[0], releases: all }, next)).toEqual([
      ...all.slice(2).reverse(),
      all[0],
    ]);
  });
});

describe('rollback', () => {
  const all = ids(3);

  it('goes to the newest release older than the one served', () => {
    expect(rollbackTarget({ current: all[2], releases: all })).toBe(all[1]);
    expect(rollbackTarget({ current: all[1], releases: all })).toBe(all[0]);
  });

  it('goes to a named release', () => {
    expect(rollbackTarget({ current: all[0], releases: all }, all[2])).toBe(all[2]);
  });

  it('explains, in Chinese, when there is nowhere to go', () => {
    expect(() => rollbackTarget({ current: all[0], releases: all })).toThrow('没有更早的发布');
    expect(() => rollbackTarget({ current: null, releases: [] })).toThrow('还没有正在提供的发布');
    expect(() => rollbackTarget({ current: all[0], releases: all }, all[0])).toThrow('正在提供');
    expect(() =>
      rollbackTarget({ current: all[0], releases: all }, '20200101T000000Z-0000000'),
    ).toThrow('服务器上没有发布');
    expect(() => rollbackTarget({ current: all[0], releases: all }, '../x')).toThrow('不是发布名');
  });
});

describe('the remote commands', () => {
  it('of a deploy: prepare, upload against the served release, stage, switch, check', () => {
    const all = ids(2);
    const next = '20261201T000000Z-1234567';
    expect(deploySteps({ current: all[1], releases: all }, next)).toEqual([
      { kind: 'remote', name: '准备上传', args: ['begin', next] },
      { kind: 'upload', name: '上传', id: next, linkDest: all[1] },
      {
        kind: 'remote',
        name: '整理发布（保留旧发布的资源文件）',
        args: ['stage', next, all[1], all[0]],
      },
      {
        kind: 'remote',
        name: '切换（nginx -t、切换 current、重新加载）',
        args: ['activate', next],
      },
      { kind: 'check', name: '切换后检查', id: next },
    ]);
  });

  it('of the first deploy: an upload with nothing to link', () => {
    const next = '20261201T000000Z-1234567';
    const steps = deploySteps({ current: null, releases: [] }, next);
    expect(steps[1]).toMatchObject({ kind: 'upload', linkDest: null });
    expect(steps[2]).toMatchObject({ args: ['stage', next] });
  });

  it('of a rollback: the target gets the others’ assets, then switch and check', () => {
    const all = ids(3);
    expect(rollbackSteps({ current: all[2], releases: all }, all[1])).toEqual([
      {
        kind: 'remote',
        name: '整理发布（加入其他发布的资源文件）',
        args: ['inherit', all[1], all[2], all[0]],
      },
      {
        kind: 'remote',
        name: '切换（nginx -t、切换 current、重新加载）',
        args: ['activate', all[1]],
      },
      { kind: 'check', name: '切换后检查', id: all[1] },
    ]);
  });
});
