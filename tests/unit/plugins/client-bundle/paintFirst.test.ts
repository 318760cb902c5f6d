// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
/** The modules the entry imports, in the order they were evaluated. */
const evaluated: string[] = [];

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

async function loadEntry() {
  vi.resetModules();
  started.mockReset();
  evaluated.length = 0;
  vi.doMock('react-dom/client', () => {
    evaluated.push('react-dom');
    return {};
  });
  vi.doMock('@generated/client-modules', () => {
    evaluated.push('client modules');
    return {};
  });
  vi.doMock('@generated/routes', () => {
    evaluated.push('routes');
    return {};
  });
  vi.doMock('@docusaurus-client-app', () => {
    evaluated.push('app');
    return {};
  });
  vi.doMock('@docusaurus-client-entry', () => {
    evaluated.push('entry');
    started();
    return {};
  });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  await import('@site/src/plugins/client-bundle/paintFirst');
}

/** Lets timers and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
/** Waits (on a slow machine too) until the client entry has started. */
const startedOnce = () => vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1), 5_000);

describe('paintFirst (the browser entry)', () => {
  afterEach(() => {
    visibility = 'visible';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts Docusaurus only after the next frame has been painted', async () => {
    await loadEntry();
    await settle();
    expect(started).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    await startedOnce();
  });

  it("evaluates main.js's modules a step per task, the entry last", async () => {
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (ms === 0) evaluated.push('next task');
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);
    visibility = 'hidden';
    await loadEntry();
    await startedOnce();
    expect(evaluated).toEqual([
      'react-dom',
      'next task',
      'client modules',
      'next task',
      'routes',
      'next task',
      'app',
      'next task',
      'entry',
    ]);
  });

  it('starts at once in a background tab, which paints no frames', async () => {
    visibility = 'hidden';
    await loadEntry();
    await startedOnce();
    expect(frames).toEqual([]);
  });

  it('starts when a tab waiting for its frame is hidden', async () => {
    await loadEntry();
    document.dispatchEvent(new Event('visibilitychange'));
    await startedOnce();
  });
});
