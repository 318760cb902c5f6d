// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

let idleCallbacks: IdleRequestCallback[] = [];

async function loadQueue() {
  vi.resetModules();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    idleCallbacks.push(callback),
  );
  return import('@site/src/plugins/client-bundle/idleQueue');
}

/** Gives the browser's next idle period, with `ms` milliseconds to spend. */
function idlePeriod(ms: number) {
  const pending = idleCallbacks;
  idleCallbacks = [];
  let left = ms;
  for (const callback of pending)
    callback({ didTimeout: false, timeRemaining: () => Math.max(0, left--) });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inIdleTime', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for idle time, then runs work in the order it was queued', async () => {
    const { inIdleTime } = await loadQueue();
    const ran: string[] = [];
    const a = inIdleTime(async () => ran.push('a'));
    const b = inIdleTime(async () => ran.push('b'));
    await settle();
    expect(ran).toEqual([]);
    idlePeriod(50);
    await Promise.all([a, b]);
    expect(ran).toEqual(['a', 'b']);
  });

  it('stops when the idle period runs out and goes on in the next one', async () => {
    const { inIdleTime } = await loadQueue();
    const ran: number[] = [];
    const all = Array.from({ length: 5 }, (_, index) => inIdleTime(async () => ran.push(index)));
    // Each check of the time left uses up one millisecond; with 2 ms, two items run.
    idlePeriod(2);
    await settle();
    expect(ran).toEqual([0, 1]);
    expect(idleCallbacks).toHaveLength(1);
    idlePeriod(50);
    await Promise.all(all);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('passes on a failure without stopping the work after it', async () => {
    const { inIdleTime } = await loadQueue();
    const failing = inIdleTime(() => {
      throw new Error('no such chunk');
    });
    const next = inIdleTime(async () => 'done');
    idlePeriod(50);
    await expect(failing).rejects.toThrow('no such chunk');
    await expect(next).resolves.toBe('done');
  });
});
