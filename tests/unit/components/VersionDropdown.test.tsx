// @vitest-environment jsdom
import React from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const location = { pathname: '/docs/v7/apis/camera', search: '?a=1', hash: '#x' };
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    versions: [
      {
        name: 'current',
        label: 'v9',
        routeBase: '/docs/next',
        banner: 'unreleased',
        isLast: false,
      },
      { name: 'v8', label: 'v8', routeBase: '/docs', banner: 'none', isLast: true },
      { name: 'v7', label: 'v7', routeBase: '/docs/v7', banner: 'unmaintained', isLast: false },
      { name: 'v2', label: 'v2', routeBase: '/docs/v2', banner: 'unmaintained', isLast: false },
    ],
    moved: { v7: { v2: { 'apis/camera': null } } },
  }),
}));
type Item = { label: React.ReactNode; to: string; target: string; isActive: () => boolean };
vi.mock('@theme/NavbarItem/DropdownNavbarItem', () => ({
  default: ({ label, items }: { label: string; items: Item[] }) => (
    <nav aria-label={label}>
      {items.map((item) => (
        <a key={item.to} href={item.to} target={item.target} aria-current={item.isActive()}>
          {item.label}
        </a>
      ))}
    </nav>
  ),
}));

const { default: VersionDropdown } = await import('@site/src/components/VersionDropdown');

describe('VersionDropdown', () => {
  it('shows the version being read, and leads to the same page in each version, others by a full load', () => {
    render(<VersionDropdown />);
    expect(screen.getByRole('navigation', { name: 'v7' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      // The unreleased version and the latest are marked so.
      ['v9 未发布', 'pathname:///docs/next/apis/camera?a=1#x', '_self'],
      ['v8 最新', 'pathname:///docs/apis/camera?a=1#x', '_self'],
      ['v7', '/docs/v7/apis/camera?a=1#x', '_self'],
      // v2 has no Camera page: its home page stands in.
      ['v2', 'pathname:///docs/v2/?a=1#x', '_self'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
  });
});
