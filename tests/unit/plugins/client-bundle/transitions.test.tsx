// @vitest-environment jsdom
import React, { useContext } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const startTransition = (scope: () => void) => {
    transitions.count += 1;
    react.startTransition(scope);
  };
  return { ...react, default: { ...react, startTransition }, startTransition };
});

const { BrowserContextProvider, Context } =
  await import('@site/src/plugins/client-bundle/browserContext');
const { useWindowSize, windowSizeOf } =
  await import('@site/src/plugins/client-bundle/useWindowSize');

function Recorder<T>({ read, seen }: { read: () => T; seen: T[] }) {
  seen.push(read());
  return null;
}

afterEach(() => {
  transitions.count = 0;
});

describe('BrowserContextProvider', () => {
  it('renders first as on the server, then switches to the browser in a transition', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(
        <BrowserContextProvider>
          <Recorder read={() => useContext(Context)} seen={seen} />
        </BrowserContextProvider>,
      );
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(transitions.count).toBe(1);
  });
});

describe('useWindowSize', () => {
  it('is "ssr" for the first render, then the measured size, measured in a transition', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const seen: string[] = [];
    await act(async () => {
      render(<Recorder read={() => useWindowSize()} seen={seen} />);
    });
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe('desktop');
    expect(transitions.count).toBe(1);
  });

  it('follows the window when the reader resizes it', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const seen: string[] = [];
    await act(async () => {
      render(<Recorder read={() => useWindowSize()} seen={seen} />);
    });
    width.mockReturnValue(390);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(seen.at(-1)).toBe('mobile');
  });

  it("uses Infima's breakpoint: wider than 996 px is desktop", () => {
    expect(windowSizeOf(996, 996)).toBe('mobile');
    expect(windowSizeOf(997, 996)).toBe('desktop');
  });
});
