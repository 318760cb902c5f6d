// @vitest-environment jsdom
import React from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_DOCS, JAPANESE_DOCS } from '@site/src/data/links';

type Item = { label: string; href: string };
const active: { activeDoc?: { path: string }; activeVersion?: { path: string } } = {};
const siteConfig = { customFields: { removedUpstream: {} as Record<string, unknown> } };

vi.mock('@docusaurus/plugin-content-docs/client', () => ({ useActiveDocContext: () => active }));
vi.mock('@docusaurus/useDocusaurusContext', () => ({ default: () => ({ siteConfig }) }));
vi.mock('@theme-original/NavbarItem/LocaleDropdownNavbarItem', () => ({
  default: ({ dropdownItemsAfter }: { dropdownItemsAfter: Item[] }) => (
    <nav>
      {dropdownItemsAfter.map((item) => (
        <a key={item.label} href={item.href}>
          {item.label}
        </a>
      ))}
    </nav>
  ),
}));

const { default: LocaleDropdown } =
  await import('@site/src/theme/NavbarItem/LocaleDropdownNavbarItem');

const items: Item[] = [
  { label: 'English', href: ENGLISH_DOCS },
  { label: '日本語', href: JAPANESE_DOCS },
];

function englishHref(): string | null {
  render(<LocaleDropdown dropdownItemsBefore={[]} dropdownItemsAfter={items} items={[]} />);
  return screen.getByRole('link', { name: 'English' }).getAttribute('href');
}

describe('LocaleDropdownNavbarItem wrapper', () => {
  beforeEach(() => {
    delete active.activeDoc;
    delete active.activeVersion;
    siteConfig.customFields.removedUpstream = {};
  });

  it('sends English to the doc page being read, in its version, as the page’s 英文原文 link does', () => {
    active.activeDoc = { path: '/docs/v2/android/' };
    active.activeVersion = { path: '/docs/v2' };
    expect(englishHref()).toBe('https://capacitorjs.com/docs/v2/android');
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', JAPANESE_DOCS);
  });

  it('keeps the English docs’ front page off doc pages and for pages the English site deleted', () => {
    expect(englishHref()).toBe(ENGLISH_DOCS);
    document.body.innerHTML = '';
    active.activeDoc = { path: '/docs/v6/apis/watch' };
    active.activeVersion = { path: '/docs/v6' };
    siteConfig.customFields.removedUpstream = { '/docs/v6/apis/watch': { commit: 'a', date: 'b' } };
    expect(englishHref()).toBe(ENGLISH_DOCS);
  });
});
