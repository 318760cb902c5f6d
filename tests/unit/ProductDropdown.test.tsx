// @vitest-environment jsdom
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productDropdown } from '@site/src/data/productDropdown';

vi.mock('@docusaurus/useBaseUrl', () => ({ default: (url: string) => `/docs/${url}` }));
const { default: ProductDropdown } = await import('@site/src/components/ProductDropdown');

describe('ProductDropdown', () => {
  it('shows the title and logo from the configuration, with the menu closed', () => {
    render(<ProductDropdown config={productDropdown} />);
    const toggle = screen.getByRole('button', { name: /Capacitor 文档/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('img', { name: productDropdown.logo.alt })).toHaveAttribute(
      'src',
      `/docs/${productDropdown.logo.src}`,
    );
    expect(screen.queryByRole('link', { name: '论坛' })).toBeNull();
  });

  it('opens to list every text link and icon link', () => {
    render(<ProductDropdown config={productDropdown} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    for (const { label, url } of productDropdown.textLinks) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', url.href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    for (const { label, url } of productDropdown.iconLinks) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', url.href);
    }
  });

  it('closes on Escape and on a click outside', () => {
    render(
      <div>
        <ProductDropdown config={productDropdown} />
        <p>外部</p>
      </div>,
    );
    const toggle = screen.getByRole('button');
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('外部'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders its children (the version dropdown) beside the button', () => {
    render(
      <ProductDropdown config={productDropdown}>
        <span>版本选择</span>
      </ProductDropdown>,
    );
    expect(screen.getByText('版本选择')).toBeInTheDocument();
  });
});
