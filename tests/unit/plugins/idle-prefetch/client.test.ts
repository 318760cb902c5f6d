import { describe, expect, it, vi } from 'vitest';
import { idleDocusaurus, routeOf } from '@site/src/plugins/idle-prefetch/client';

function setUp() {
  const original = { prefetch: vi.fn(() => Promise.resolve()), preload: vi.fn(() => false) };
  const tasks: (() => void)[] = [];
  const docusaurus = idleDocusaurus(original, (task) => tasks.push(task));
  const runIdle = () => tasks.shift()?.();
  return { original, tasks, docusaurus, runIdle };
}

describe('idle prefetching', () => {
  it('prefetches nothing in the task that reports links visible, then one route per idle callback', () => {
    const { original, tasks, docusaurus, runIdle } = setUp();
    docusaurus.prefetch('/docs/apis/geolocation');
    docusaurus.prefetch('/docs/apis/camera');
    expect(original.prefetch).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    runIdle();
    expect(original.prefetch.mock.calls).toEqual([['/docs/apis/geolocation']]);
    runIdle();
    expect(original.prefetch.mock.calls).toEqual([
      ['/docs/apis/geolocation'],
      ['/docs/apis/camera'],
    ]);
    expect(tasks).toHaveLength(0);
  });

  it('asks once per page, whatever the anchor or query', () => {
    const { original, docusaurus, runIdle } = setUp();
    expect(docusaurus.prefetch('/docs/apis/camera#getphoto')).toBe(true);
    expect(docusaurus.prefetch('/docs/apis/camera#pickimages')).toBe(false);
    expect(docusaurus.prefetch('/docs/apis/camera?x=1')).toBe(false);
    runIdle();
    runIdle();
    expect(original.prefetch.mock.calls).toEqual([['/docs/apis/camera']]);
  });

  it('schedules again when links come into view after the queue ran dry', () => {
    const { original, tasks, docusaurus, runIdle } = setUp();
    docusaurus.prefetch('/docs/a');
    runIdle();
    docusaurus.prefetch('/docs/b');
    expect(tasks).toHaveLength(1);
    runIdle();
    expect(original.prefetch).toHaveBeenCalledTimes(2);
  });

  it('passes preloading (hover, touch) straight through', () => {
    const { original, docusaurus } = setUp();
    docusaurus.preload('/docs/apis/camera');
    expect(original.preload).toHaveBeenCalledWith('/docs/apis/camera');
  });

  it('names a route by its path', () => {
    expect(routeOf('/docs/apis/camera#getphoto')).toBe('/docs/apis/camera');
    expect(routeOf('/docs/search?q=x#y')).toBe('/docs/search');
    expect(routeOf('/docs/')).toBe('/docs/');
  });
});
