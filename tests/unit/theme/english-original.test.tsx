// @vitest-environment jsdom
import React, { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const doc = {
  metadata: { permalink: '/docs/v6/apis/camera' },
  frontMatter: {
    title: 'Camera',
    upstream: { path: 'versioned_docs/version-v6/apis/camera.md', commit: 'b5f9b9ae', blob: 'x' },
  } as Record<string, unknown>,
};

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }, values?: Record<string, string>) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? ''),
}));
vi.mock('@theme/Icon/ExternalLink', () => ({ default: () => null }));
// Pages the English site deleted (site config customFields), and what <Head> would add.
const siteConfig = {
  customFields: { removedUpstream: {} as Record<string, unknown>, ourPages: [] as string[] },
};
vi.mock('@docusaurus/useDocusaurusContext', () => ({ default: () => ({ siteConfig }) }));
vi.mock('@docusaurus/Head', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="head">{children}</div>,
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => doc,
  useActiveVersion: () => ({ path: '/docs' }),
}));
// The original Heading, as Docusaurus writes it: the element given as `as`, with an anchor link.
vi.mock('@theme-original/Heading', () => ({
  default: ({
    as: As,
    id,
    children,
    ...props
  }: {
    as: React.ElementType;
    id?: string;
    children?: ReactNode;
  }) =>
    As === 'h1' || !id ? (
      <As {...props}>{children}</As>
    ) : (
      <As {...props} id={id}>
        {children}
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label={`${typeof children === 'string' ? children : ''}的直接链接`}
        >
          {'\u200b'}
        </a>
      </As>
    ),
}));
vi.mock('@theme-original/DocItem/Content', () => ({
  default: ({ children }: { children: ReactNode }) => <div className="markdown">{children}</div>,
}));
vi.mock('@theme-original/DocItem/Footer', () => ({ default: () => <footer>原页脚</footer> }));

const { default: Heading } = await import('@site/src/theme/Heading');
const { default: DocItemContent } = await import('@site/src/theme/DocItem/Content');
const { default: DocItemFooter } = await import('@site/src/theme/DocItem/Footer');

describe('doc page content wrapper', () => {
  it('links the same page on the English site (version path kept) and offers 复制 Markdown', () => {
    render(<DocItemContent>正文</DocItemContent>);
    expect(screen.getByRole('link', { name: /^英文原文/ })).toHaveAttribute(
      'href',
      'https://capacitorjs.com/docs/v6/apis/camera',
    );
    expect(screen.getByRole('button', { name: '复制 Markdown' })).toBeInTheDocument();
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names the English page as the hreflang="en" alternate', () => {
    render(<DocItemContent>正文</DocItemContent>);
    // React puts <link> elements into the document's head wherever they are rendered.
    const alternate = document.querySelector('link[rel="alternate"]');
    expect(alternate).toHaveAttribute('hreflang', 'en');
    expect(alternate).toHaveAttribute('href', 'https://capacitorjs.com/docs/v6/apis/camera');
  });

  it('on a page the English site deleted: says so with the commit, and links no English page', () => {
    siteConfig.customFields.removedUpstream = {
      '/docs/v6/apis/camera': {
        commit: 'f59a6b17',
        date: '2026-06-02',
        reason: 'Watch 插件已不再是 Capacitor 的官方插件。',
      },
    };
    try {
      const { container } = render(
        <DocItemContent>
          <Heading as="h2" id="install">
            安装
          </Heading>
        </DocItemContent>,
      );
      const notice = screen.getByRole('note');
      expect(notice.textContent).toBe(
        '英文站已于 2026-06-02 删除此页（上游提交 f59a6b17）。删除原因：Watch 插件已不再是 Capacitor 的官方插件。本页保留删除前的译文，供仍在使用旧链接的读者参考，内容可能已不适用。',
      );
      expect(screen.getByRole('link', { name: 'f59a6b17' })).toHaveAttribute(
        'href',
        'https://github.com/ionic-team/capacitor-docs/commit/f59a6b17',
      );
      expect(screen.queryByRole('link', { name: /^英文原文/ })).toBeNull();
      expect(container.querySelector('.english-heading-link')).toBeNull();
      expect(screen.queryByTestId('head')).toBeNull();
      expect(document.querySelector('link[rel="alternate"]')).toBeNull();
    } finally {
      siteConfig.customFields.removedUpstream = {};
    }
  });

  it('on a deleted page of ours: says it is our own article, not a translation', () => {
    siteConfig.customFields.removedUpstream = {
      '/docs/v6/apis/camera': {
        commit: '4f13bfbd',
        date: '2026-07-06',
        reason: '无人引用。',
        ours: true,
      },
    };
    try {
      render(<DocItemContent>{null}</DocItemContent>);
      expect(screen.getByRole('note').textContent).toBe(
        '英文站已于 2026-07-06 删除此页（上游提交 4f13bfbd）。删除原因：无人引用。英文原页没有可翻译的正文；本页是本站自己撰写的文章，不是译文，继续在原网址提供。',
      );
      expect(screen.getByRole('note').textContent).not.toMatch(/译文，供/);
    } finally {
      siteConfig.customFields.removedUpstream = {};
    }
  });

  it('on a page of ours (origin: ours, listed in customFields.ourPages): links no English page', () => {
    siteConfig.customFields.ourPages = [doc.metadata.permalink];
    try {
      const { container } = render(
        <DocItemContent>
          <Heading as="h2" id="npm">
            npm
          </Heading>
        </DocItemContent>,
      );
      expect(screen.queryByRole('link', { name: /^英文原文/ })).toBeNull();
      expect(container.querySelector('.english-heading-link')).toBeNull();
      expect(screen.queryByTestId('head')).toBeNull();
    } finally {
      siteConfig.customFields.ourPages = [];
    }
  });

  it('gives h2 and h3 headings a link to the same heading on the English page, after the anchor link', () => {
    const { container } = render(
      <DocItemContent>
        <Heading as="h2" id="install">
          安装
        </Heading>
        <Heading as="h3" id="ios">
          iOS
        </Heading>
        <Heading as="h4" id="deep">
          深层
        </Heading>
        <Heading as="h2">没有 id</Heading>
      </DocItemContent>,
    );
    const h2 = container.querySelector('h2#install')!;
    expect(Array.from(h2.querySelectorAll('a')).map((a) => a.className)).toEqual([
      'hash-link',
      expect.stringContaining('english-heading-link'),
    ]);
    expect(h2.querySelector('.hash-link')).toHaveAttribute('aria-label', '安装的直接链接');
    expect(h2.querySelector('.english-heading-link')).toHaveAttribute(
      'href',
      'https://capacitorjs.com/docs/v6/apis/camera#install',
    );
    expect(h2.textContent).toBe('安装\u200b');
    expect(container.querySelector('h3#ios .english-heading-link')).toHaveAttribute(
      'href',
      'https://capacitorjs.com/docs/v6/apis/camera#ios',
    );
    expect(container.querySelectorAll('.english-heading-link')).toHaveLength(2);
  });

  it('leaves headings outside doc pages alone', () => {
    const { container } = render(
      <Heading as="h2" id="install">
        安装
      </Heading>,
    );
    expect(container.querySelector('.english-heading-link')).toBeNull();
    expect(container.querySelector('h2#install .hash-link')).not.toBeNull();
  });
});

describe('doc footer wrapper', () => {
  beforeEach(() => {
    doc.frontMatter.upstream = {
      path: 'versioned_docs/version-v6/apis/camera.md',
      commit: 'b5f9b9ae',
      blob: 'x',
    };
  });

  it('keeps the original footer and states the translation basis', () => {
    const { container } = render(<DocItemFooter />);
    expect(screen.getByText('原页脚')).toBeInTheDocument();
    expect(container.querySelector('.translation-basis')).toHaveTextContent(
      '翻译依据：英文原文 versioned_docs/version-v6/apis/camera.md，提交 b5f9b9ae',
    );
  });

  it('on a page of ours, says it is ours instead of naming a translation basis', () => {
    delete doc.frontMatter.upstream;
    doc.frontMatter.origin = 'ours';
    try {
      const { container } = render(<DocItemFooter />);
      expect(container.querySelector('.translation-basis')).toHaveTextContent(
        '本页由本站撰写，不是译文：英文文档没有对应的内容。',
      );
      expect(container.textContent).not.toMatch(/翻译依据/);
    } finally {
      delete doc.frontMatter.origin;
    }
  });

  it('states nothing for a page without an upstream record', () => {
    delete doc.frontMatter.upstream;
    const { container } = render(<DocItemFooter />);
    expect(container.querySelector('.translation-basis')).toBeNull();
  });
});
