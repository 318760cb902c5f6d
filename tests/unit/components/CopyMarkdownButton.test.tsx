// @vitest-environment jsdom
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }) => message,
}));

const { default: CopyMarkdownButton, copyFromUrl } =
  await import('@site/src/components/CopyMarkdownButton');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CopyMarkdownButton', () => {
  it('copies the page’s Markdown copy on click and says 已复制, then returns to its label', async () => {
    vi.useFakeTimers();
    const copy = vi.fn().mockResolvedValue(undefined);
    render(<CopyMarkdownButton url="/docs/apis/camera.md" copy={copy} />);
    const button = screen.getByRole('button', { name: '复制 Markdown' });
    expect(copy).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(button));
    expect(copy).toHaveBeenCalledWith('/docs/apis/camera.md');
    expect(button).toHaveTextContent('已复制');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('复制 Markdown');
  });

  it('says 复制失败 when copying fails', async () => {
    render(<CopyMarkdownButton url="/docs/x.md" copy={() => Promise.reject(new Error('no'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).toHaveTextContent('复制失败');
  });
});

describe('copyFromUrl', () => {
  const ok = (text: string) => Promise.resolve(new Response(text, { status: 200 }));

  it('writes a clipboard item whose text is fetched from the URL', async () => {
    const fetchMock = vi.fn(() => ok('# 标题\n'));
    const written: Blob[] = [];
    class FakeItem {
      constructor(public items: Record<string, Promise<Blob>>) {}
    }
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('ClipboardItem', FakeItem);
    vi.stubGlobal('navigator', {
      clipboard: {
        write: async (items: FakeItem[]) => {
          written.push(await items[0].items['text/plain']);
        },
      },
    });
    await copyFromUrl('/docs/apis/camera.md');
    expect(fetchMock).toHaveBeenCalledWith('/docs/apis/camera.md');
    expect(await written[0].text()).toBe('# 标题\n');
  });

  it('falls back to writeText without clipboard items', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('fetch', () => ok('正文'));
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await copyFromUrl('/docs/a.md');
    expect(writeText).toHaveBeenCalledWith('正文');
  });

  it('fails when the Markdown copy is missing', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn() } });
    await expect(copyFromUrl('/docs/missing.md')).rejects.toThrow(/404/);
  });
});
