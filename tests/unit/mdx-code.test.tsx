// @vitest-environment jsdom
import React from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@theme-original/MDXComponents/Code', () => ({
  default: (props: { children?: React.ReactNode }) => (
    <pre data-testid="block">
      <code>{props.children}</code>
    </pre>
  ),
}));
vi.mock('@theme/CodeBlock', () => ({
  default: (props: { tokens?: string }) => <pre data-testid="tokens-block">{props.tokens}</pre>,
}));
vi.mock('@theme/CodeInline', () => ({
  default: (props: { children?: React.ReactNode }) => (
    <code data-testid="inline">{props.children}</code>
  ),
}));

const { default: MDXCode } = await import('@site/src/theme/MDXComponents/Code');

describe('MDXComponents/Code', () => {
  it('keeps a one-line type with a link inline inside a paragraph', () => {
    const { container } = render(
      <p>
        返回值：
        <MDXCode>
          Promise&lt;<a href="#readresult">ReadResult</a>&gt;
        </MDXCode>
      </p>,
    );
    expect(container.querySelector('pre')).toBeNull();
    const code = container.querySelector('p > code[data-testid=inline]');
    expect(code).toHaveTextContent('Promise<ReadResult>');
    expect(code?.querySelector('a')).toHaveAttribute('href', '#readresult');
  });

  it('sends a fence highlighted at build time (text in its tokens, no children text) to the code block', () => {
    const { getByTestId } = render(
      <MDXCode className="language-ts" tokens='[[["keyword","const"]," a"]]'>
        {''}
      </MDXCode>,
    );
    expect(getByTestId('tokens-block')).toHaveTextContent('[[["keyword","const"]," a"]]');
  });

  it('leaves fenced code blocks (text ending in a newline) to the original', () => {
    const { getByTestId } = render(<MDXCode className="language-ts">{'const a = 1;\n'}</MDXCode>);
    expect(getByTestId('block')).toHaveTextContent('const a = 1;');
  });

  it('leaves multi-line code with elements (highlighted blocks) to the original', () => {
    const { getByTestId } = render(
      <MDXCode>
        {'line 1\n'}
        <span>line 2</span>
      </MDXCode>,
    );
    expect(getByTestId('block')).toBeInTheDocument();
  });
});
