// @vitest-environment jsdom
import React from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }) => message,
}));
vi.mock('@theme/Icon/ExternalLink', () => ({
  default: () => <svg aria-label="（在新标签页中打开）" />,
}));

const {
  EnglishHeadingLink,
  EnglishPageLink,
  TranslationBasis,
  englishPageOf,
  englishUrlOf,
  shortCommit,
  upstreamBlobUrl,
  upstreamOf,
} = await import('@site/src/components/EnglishOriginal');

describe('English original addresses', () => {
  it.each([
    ['/docs/apis/camera', undefined, 'https://capacitorjs.com/docs/apis/camera'],
    ['/docs/next/apis/camera', 'install', 'https://capacitorjs.com/docs/next/apis/camera#install'],
    ['/docs/v6/', undefined, 'https://capacitorjs.com/docs/v6/'],
  ])('%s (#%s) is %s on the English site', (permalink, id, expected) => {
    expect(englishUrlOf(permalink, id)).toBe(expected);
  });

  it('gives a doc page’s English page by the inventory’s address, none for one the English site deleted', () => {
    const removedUpstream = { '/docs/v6/apis/watch': { commit: 'abc', date: '2024-01-01' } };
    expect(englishPageOf('/docs/v2/android/', '/docs/v2', { removedUpstream })).toBe(
      'https://capacitorjs.com/docs/v2/android',
    );
    expect(englishPageOf('/docs/v6/', '/docs/v6', { removedUpstream })).toBe(
      'https://capacitorjs.com/docs/v6/',
    );
    expect(englishPageOf('/docs/v6/apis/watch', '/docs/v6', { removedUpstream })).toBeNull();
  });

  it('reads the upstream record of the front matter', () => {
    const upstream = { path: 'versioned_docs/version-v7/apis/camera.md', commit: 'b5f9b9ae' };
    expect(upstreamOf({ title: 'x', upstream: { ...upstream, blob: 'f'.repeat(40) } })).toEqual(
      upstream,
    );
    expect(upstreamOf({ title: 'x' })).toBeUndefined();
    expect(upstreamOf({ upstream: { commit: 'b5f9b9ae' } })).toBeUndefined();
    expect(upstreamBlobUrl(upstream)).toBe(
      'https://github.com/ionic-team/capacitor-docs/blob/b5f9b9ae/versioned_docs/version-v7/apis/camera.md',
    );
    expect(shortCommit('0123456789abcdef0123456789abcdef01234567')).toBe('01234567');
  });
});

describe('English original links', () => {
  it('the page link: labelled 英文原文, a plain link opening a new tab', () => {
    render(<EnglishPageLink href="https://capacitorjs.com/docs/apis/camera" />);
    const link = screen.getByRole('link', { name: /^英文原文/ });
    expect(link).toHaveAttribute('href', 'https://capacitorjs.com/docs/apis/camera');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('english-original-link');
  });

  it('the heading link: named in Chinese, with no text of its own', () => {
    render(<EnglishHeadingLink href="https://capacitorjs.com/docs/apis/camera#install" />);
    const link = screen.getByRole('link', { name: '查看此节的英文原文' });
    expect(link).toHaveAttribute('href', 'https://capacitorjs.com/docs/apis/camera#install');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link.textContent).toBe('');
  });

  it('the translation basis: upstream path and the short commit, linked to the file at that commit', () => {
    const { container } = render(
      <TranslationBasis
        upstream={{ path: 'versioned_docs/version-v7/apis/camera.md', commit: 'b5f9b9ae' }}
      />,
    );
    expect(container.textContent).toBe(
      '翻译依据：英文原文 versioned_docs/version-v7/apis/camera.md，提交 b5f9b9ae',
    );
    expect(screen.getByRole('link', { name: 'b5f9b9ae' })).toHaveAttribute(
      'href',
      'https://github.com/ionic-team/capacitor-docs/blob/b5f9b9ae/versioned_docs/version-v7/apis/camera.md',
    );
  });
});
