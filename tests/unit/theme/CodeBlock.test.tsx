import React, { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lightCodeTheme } from '@site/src/data/codeThemes';
import { CodeTokensContext } from '@site/src/browser/codeTokens/context';
import type { EncodedLine } from '@site/src/browser/codeTokens/format';
import type { LineToken } from '@site/src/browser/codeTokens/format';

const codeBlock = {
  metadata: {
    code: 'const a = 1;',
    language: 'ts',
    lineNumbersStart: undefined as number | undefined,
    lineClassNames: {} as Record<number, string[]>,
  },
  wordWrap: { codeBlockRef: () => {} },
};
const colourMode = { colorMode: 'light' };

vi.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => colourMode,
  useThemeConfig: () => ({ colorMode: { defaultMode: 'light' } }),
  usePrismTheme: () => lightCodeTheme,
}));
vi.mock('@docusaurus/theme-common/internal', () => ({ useCodeBlockContext: () => codeBlock }));
/** The theme's string code block, reduced to the tokens it was given. */
vi.mock('@theme/CodeBlock/Content/String', () => ({
  default: function StringContent(props: { children: string }) {
    const tokens = useContext(CodeTokensContext);
    return (
      <pre data-tokens={JSON.stringify(tokens)} data-tokens-prop={'tokens' in props}>
        {props.children}
      </pre>
    );
  },
}));
vi.mock('@theme/CodeBlock/Content/Element', () => ({
  default: ({ children }: { children: React.ReactNode }) => <pre data-element="">{children}</pre>,
}));
/** The theme's line, as it uses the props it is given. */
vi.mock('@theme/CodeBlock/Line', () => ({
  default: function Line({
    line,
    classNames,
    getLineProps,
    getTokenProps,
  }: {
    line: LineToken[];
    classNames?: string[];
    getLineProps: (input: { line: LineToken[]; className?: string }) => object;
    getTokenProps: (input: { token: LineToken }) => object;
  }) {
    return (
      <div {...getLineProps({ line, className: classNames?.join(' ') })}>
        {line.map((token, i) => (
          <span key={i} {...getTokenProps({ token })} />
        ))}
      </div>
    );
  },
}));

const { default: CodeBlock } = await import('@site/src/theme/CodeBlock');
const { default: Content } = await import('@site/src/theme/CodeBlock/Content');

const tokens: EncodedLine[] = [
  [['keyword', 'const'], ' a ', ['operator', '='], ' ', ['number', '1'], ['punctuation', ';']],
];

describe('CodeBlock', () => {
  it('hands the tokens the build wrote to the theme’s code block, parsed, and not as a prop', () => {
    const html = renderToString(
      <CodeBlock className="language-ts" tokens={JSON.stringify(tokens)}>
        {''}
      </CodeBlock>,
    );
    expect(html).toContain(`data-tokens="${JSON.stringify(tokens).replace(/"/g, '&quot;')}"`);
    expect(html).toContain('data-tokens-prop="false"');
    // The fence's text, which the build leaves out, comes back from the tokens.
    expect(html).toContain('>const a = 1;\n</pre>');
  });

  it('gives a code block without build tokens (written in JSX) no tokens', () => {
    expect(renderToString(<CodeBlock>{'x\n'}</CodeBlock>)).toContain(
      '<pre data-tokens-prop="false">x\n</pre>',
    );
  });
});

describe('CodeBlock/Content', () => {
  const render = (encoded: EncodedLine[] | undefined) =>
    renderToString(
      <CodeTokensContext.Provider value={encoded}>
        <Content />
      </CodeTokensContext.Provider>,
    );

  it('renders the build’s tokens with the theme’s classes and colours, without running Prism', () => {
    const html = render(tokens);
    expect(html).toContain('class="prism-code language-ts');
    expect(html).toContain('<span class="token keyword" style="color:#00009f">const</span>');
    expect(html).toContain('<span class="token plain"> a </span>');
    expect(html).toContain('style="color:#393A34;background-color:#f6f8fa"');
  });

  it('gives the theme’s line one element, holding the line’s token spans as its HTML', () => {
    const html = render(tokens);
    expect(html).toContain(
      '<div class="token-line" style="color:#393A34"><span><span class="token keyword" style="color:#00009f">const</span><span class="token plain"> a </span>',
    );
    expect(html.match(/<div class="token-line"/g)).toHaveLength(1);
  });

  it('keeps the theme’s highlighted-line classes and line numbers', () => {
    codeBlock.metadata.lineClassNames = { 0: ['theme-code-block-highlighted-line'] };
    codeBlock.metadata.lineNumbersStart = 3;
    try {
      const html = render(tokens);
      expect(html).toContain('class="token-line theme-code-block-highlighted-line"');
      expect(html).toContain('counter-reset:line-count 2');
    } finally {
      codeBlock.metadata.lineClassNames = {};
      codeBlock.metadata.lineNumbersStart = undefined;
    }
  });

  it('shows code as plain text when the build gave no tokens', () => {
    expect(render(undefined)).toContain('<span class="token plain">const a = 1;</span>');
  });
});
