// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

async function loadEntry() {
  vi.resetModules();
  started.mockReset();
  vi.doMock('@docusaurus-client-entry', () => {
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
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, which paints no frames', async () => {
    visibility = 'hidden';
    await loadEntry();
    await settle();
    expect(frames).toEqual([]);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts when a tab waiting for its frame is hidden', async () => {
    await loadEntry();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
