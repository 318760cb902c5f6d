// @vitest-environment jsdom
import React from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADS } from '@site/src/data/ads';

const location = { pathname: '/docs/apis/camera' };
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));
vi.mock('@docusaurus/useBaseUrl', () => ({
  default: (url: string) => (url.startsWith('/') ? `/docs${url}` : url),
}));

const { default: DocAd } = await import('@site/src/components/DocAd');

describe('DocAd', () => {
  beforeEach(() => {
    location.pathname = '/docs/apis/camera';
  });

  it('renders nothing on the server, so hydration cannot mismatch', () => {
    expect(renderToString(<DocAd random={() => 0} />)).toBe('');
  });

  it('shows one ad after mount, with its copy, link and image', () => {
    render(<DocAd random={() => 0} now={() => new Date('2026-11-22')} />);
    const [first] = ADS;
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', first.data.ad_url);
    expect(screen.getByText(first.data.ad_copy)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', `/docs${first.data.ad_image.url}`);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-ad-id', first.data.ad_id);
  });

  it('picks again when the page changes', () => {
    const rolls = [0, 0.99];
    const { rerender } = render(
      <DocAd random={() => rolls.shift() ?? 0} now={() => new Date('2026-11-22')} />,
    );
    expect(screen.getByRole('complementary')).toHaveAttribute('data-ad-id', ADS[0].data.ad_id);
    location.pathname = '/docs/apis/share';
    act(() =>
      rerender(<DocAd random={() => rolls.shift() ?? 0} now={() => new Date('2026-11-22')} />),
    );
    expect(screen.getByRole('complementary')).toHaveAttribute('data-ad-id', ADS[1].data.ad_id);
  });

  it('shows nothing for an empty or expired list', () => {
    const { container, rerender } = render(<DocAd ads={[]} />);
    expect(container).toBeEmptyDOMElement();
    const expired = ADS.map((ad) => ({ ...ad, data: { ...ad.data, ad_expires_at: '2020-01-01' } }));
    rerender(<DocAd ads={expired} />);
    expect(container).toBeEmptyDOMElement();
  });
});
