import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const environment = vi.hoisted(() => ({ canUseDOM: true }));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: environment }));

const code = 'npx cap sync';

describe('CodeBlock (Prism loaded by the pages with code)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it("renders the theme's highlighting code block once a page has provided it", async () => {
    const { provideHighlightedCodeBlock } = await import('@site/src/theme/CodeBlock/highlighter');
    const { default: CodeBlock } = await import('@site/src/theme/CodeBlock');
    provideHighlightedCodeBlock(({ children, language }) => (
      <pre data-highlighted={language}>{children}</pre>
    ));
    expect(renderToString(<CodeBlock language="bash">{code}</CodeBlock>)).toBe(
      `<pre data-highlighted="bash">${code}</pre>`,
    );
  });

  it('fails the server render of a page that did not load the highlighter, naming the module', async () => {
    environment.canUseDOM = false;
    try {
      const { default: CodeBlock } = await import('@site/src/theme/CodeBlock');
      expect(() => renderToString(<CodeBlock>{code}</CodeBlock>)).toThrow(
        /does not import @site\/src\/theme\/CodeBlock\/Highlighted/,
      );
    } finally {
      environment.canUseDOM = true;
    }
  });

  it('shows the code unhighlighted in the browser and reports the missing import', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { default: CodeBlock } = await import('@site/src/theme/CodeBlock');
    expect(renderToString(<CodeBlock>{code}</CodeBlock>)).toBe(`<pre><code>${code}</code></pre>`);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('CodeBlock: this page renders a code block'),
    );
  });
});

describe('remountKey', () => {
  it('keeps code blocks mounted in the colour mode the server rendered, and remounts them once hydrated in the other', async () => {
    vi.doMock('prism-react-renderer', () => ({ Prism: {} }));
    vi.doMock('@theme/prism-include-languages', () => ({ default: () => {} }));
    vi.doMock('@theme/CodeBlock/Content/Element', () => ({ default: () => null }));
    vi.doMock('@theme/CodeBlock/Content/String', () => ({ default: () => null }));
    vi.doMock('@docusaurus/theme-common', () => ({}));
    vi.doMock('@docusaurus/useIsBrowser', () => ({ default: () => true }));
    const { remountKey } = await import('@site/src/theme/CodeBlock/Highlighted');
    expect(remountKey('light', 'light', false)).toBe(remountKey('light', 'light', true));
    expect(remountKey('dark', 'light', false)).not.toBe(remountKey('dark', 'light', true));
  });
});
