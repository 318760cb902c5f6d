// @vitest-environment jsdom
import React from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@theme-original/Admonition/Types', () => ({
  default: { note: () => <div>备注</div>, tip: () => <div>提示</div> },
}));
vi.mock('@theme/Admonition/Layout', () => ({
  default: (props: {
    type: string;
    title: React.ReactNode;
    icon: React.ReactNode;
    className: string;
    children: React.ReactNode;
  }) => (
    <div className={`theme-admonition-${props.type} ${props.className}`}>
      <div>
        {props.icon}
        {props.title}
      </div>
      <div>{props.children}</div>
    </div>
  ),
}));

const { default: AdmonitionTypes } = await import('@site/src/theme/Admonition/Types');

describe('the translator-note admonition type', () => {
  it('keeps the theme’s types and adds translator-note, labelled 译者注 and styled apart', () => {
    expect(Object.keys(AdmonitionTypes)).toEqual(['note', 'tip', 'translator-note']);
    const Note = AdmonitionTypes['translator-note'];
    const { container } = render(
      <Note type="translator-note" title="标题">
        <p>先构建 Web 资源。</p>
      </Note>,
    );
    expect(screen.getByText('译者注')).toBeTruthy();
    // A title given in Markdown is not shown (the build rejects it).
    expect(screen.queryByText('标题')).toBeNull();
    expect(screen.getByText('先构建 Web 资源。')).toBeTruthy();
    const box = container.firstElementChild!;
    expect(box.className).toContain('theme-admonition-translator-note');
    expect(box.className).toContain('translatorNote');
    expect(box.className).not.toMatch(/alert--/);
  });
});
