// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTAINER_META,
  loadContainer,
  whenLoadedAndIdle,
} from '../../../../src/plugins/tag-manager/container';

type TagManagerWindow = Window & { dataLayer?: unknown[] };

function pageWithContainer(id: string | null) {
  document.head.innerHTML = id ? `<meta name="${CONTAINER_META}" content="${id}">` : '';
  delete (window as TagManagerWindow).dataLayer;
}

const containerScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="gtm.js"]'));

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loadContainer', () => {
  it('adds the container script named by the page, once, and starts the data layer', () => {
    pageWithContainer('GTM-TEST1');
    loadContainer(window);
    loadContainer(window);
    const scripts = containerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(scripts[0]?.async).toBe(true);
    expect((window as TagManagerWindow).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) as unknown }),
    ]);
  });

  it('does nothing on a page without a container id', () => {
    pageWithContainer(null);
    loadContainer(window);
    expect(containerScripts()).toHaveLength(0);
    expect((window as TagManagerWindow).dataLayer).toBeUndefined();
  });
});

describe('whenLoadedAndIdle', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const listeners: Record<string, () => void> = {};
    const idle: (() => void)[] = [];
    const win = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      requestIdleCallback: (callback: () => void) => {
        idle.push(callback);
        return idle.length;
      },
    } as unknown as Window;
    return { win, listeners, idle };
  }

  it('waits for the load event, then for the browser to be idle', () => {
    const { win, listeners, idle } = fakeWindow('interactive');
    const load = vi.fn();
    whenLoadedAndIdle(win, load);
    expect(idle).toHaveLength(0);
    listeners.load?.();
    expect(load).not.toHaveBeenCalled();
    idle[0]?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle when the page has already loaded', () => {
    const { win, listeners, idle } = fakeWindow('complete');
    const load = vi.fn();
    whenLoadedAndIdle(win, load);
    expect(listeners.load).toBeUndefined();
    idle[0]?.();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
