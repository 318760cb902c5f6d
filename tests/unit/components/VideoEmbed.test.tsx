// @vitest-environment jsdom
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }, values: Record<string, string> = {}) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''),
}));
vi.mock('@theme/Icon/ExternalLink', () => ({ default: () => null }));
vi.mock('@theme-original/MDXComponents', () => ({ default: { p: 'p' } }));

const {
  default: VideoEmbed,
  EMBED_ORIGIN,
  embedUrl,
  watchUrl,
  youTubeIdOf,
} = await import('@site/src/components/VideoEmbed');
const { default: MDXIframe } = await import('@site/src/theme/MDXComponents/Iframe');
const MDXComponents: unknown = (await import('@site/src/theme/MDXComponents')).default;

const TITLE = '深层链接演示：点击邮件中的链接，直接进入应用';

describe('VideoEmbed', () => {
  it('shows a poster button named in Chinese and no iframe before the click', () => {
    const { container } = render(<VideoEmbed id="vadlZ-d8wAI" title={TITLE} />);
    const button = screen.getByRole('button', { name: `播放视频：${TITLE}` });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveTextContent(TITLE);
    expect(button).toHaveAccessibleDescription(/YouTube/);
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing on the poster points at another host but the plain link.
    expect(container.querySelectorAll('img, [src]')).toHaveLength(0);
    expect(container.querySelector('figure')).toHaveAttribute('data-frame-src', EMBED_ORIGIN);
  });

  it('replaces the poster with the player on click, playing and focused', () => {
    const { container } = render(<VideoEmbed id="vadlZ-d8wAI" title={TITLE} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('button')).toBeNull();
    const frame = container.querySelector('iframe')!;
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/vadlZ-d8wAI?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', TITLE);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.getAttribute('allow')).toMatch(/\bautoplay\b/);
    expect(frame).toHaveFocus();
  });

  it('links to the video on YouTube, in a new tab', () => {
    render(<VideoEmbed id="vadlZ-d8wAI" title={TITLE} />);
    const link = screen.getByRole('link', { name: '在 YouTube 上观看' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=vadlZ-d8wAI');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('builds its addresses from the video id', () => {
    expect(embedUrl('a b')).toBe('https://www.youtube-nocookie.com/embed/a%20b?autoplay=1&rel=0');
    expect(watchUrl('x')).toBe('https://www.youtube.com/watch?v=x');
  });
});

describe('youTubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/embed/vadlZ-d8wAI', 'vadlZ-d8wAI'],
    ['https://www.youtube-nocookie.com/embed/vadlZ-d8wAI?start=5', 'vadlZ-d8wAI'],
    ['//youtube.com/embed/a_b', 'a_b'],
  ])('reads the id of %s', (src, id) => {
    expect(youTubeIdOf(src)).toBe(id);
  });

  it.each([undefined, '', 'https://player.vimeo.com/video/1', 'https://www.youtube.com/watch?v=x'])(
    'finds none in %s',
    (src) => {
      expect(youTubeIdOf(src)).toBeUndefined();
    },
  );
});

describe('MDX iframes', () => {
  it('renders a YouTube iframe written in a page as a click-to-load VideoEmbed', () => {
    const { container } = render(
      <MDXIframe src="https://www.youtube-nocookie.com/embed/vadlZ-d8wAI" title={TITLE} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: `播放视频：${TITLE}` })).toBeInTheDocument();
  });

  it('renders any other iframe as written', () => {
    const { container } = render(<MDXIframe src="https://example.com/embed" title="示例" />);
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://example.com/embed');
  });

  it('are what MDX renders for iframe, beside the theme’s components and VideoEmbed', () => {
    expect(MDXComponents).toMatchObject({ p: 'p', iframe: MDXIframe, VideoEmbed });
  });
});
