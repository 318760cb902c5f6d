// @vitest-environment jsdom
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }) => message,
}));
vi.mock('@theme-original/MDXComponents/Img', () => ({
  default: (props: React.ImgHTMLAttributes<HTMLImageElement>) => <img {...props} />,
}));

const { default: Loading } = await import('@site/src/theme/Loading');
const { default: Img } = await import('@site/src/theme/MDXComponents/Img');

const base = { isLoading: true, pastDelay: false, timedOut: false, error: null, retry: vi.fn() };

describe('Loading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing before the delay, then a Chinese loading status', () => {
    const { container, rerender } = render(<Loading {...base} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Loading {...base} pastDelay />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
  });

  it('shows a load error in a red box whose Retry button retries', () => {
    const retry = vi.fn();
    render(<Loading {...base} error={new Error('chunk 42 failed')} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('页面加载失败，请点击重试。');
    expect(alert).toHaveTextContent('chunk 42 failed');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says the reader is offline when the browser is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Loading {...base} timedOut />);
    expect(screen.getByRole('alert')).toHaveTextContent('你目前处于离线状态');
  });
});

describe('MDX image', () => {
  it('replaces an image that fails to load with a Chinese notice', () => {
    render(<Img src="/img/missing.png" alt="架构图" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: '架构图' })).toHaveTextContent('图片无法显示：架构图');
  });
});
