import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { Highlight, Prism, normalizeTokens, type Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { darkCodeTheme, lightCodeTheme } from '@site/src/data/codeThemes';
import {
  codeOfLines,
  decodeLine,
  encodeLines,
  linesForCode,
} from '@site/src/browser/codeTokens/format';
import { sitePrism, tokenizeCode } from '@site/src/remark/tokenizeCode';
import { themeStyles, tokenStyle } from '@site/src/browser/codeTokens/themeStyles';
import { tokensHtml } from '@site/src/browser/codeTokens/tokensHtml';

type Fence = { file: string; language: string; code: string };

/** Every fenced code block of the current version's pages (docs/). */
function docsFences(): Fence[] {
  const fences: Fence[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/^(\s*)```(\w[\w-]*)?[^\n]*\n([\s\S]*?)^\1```\s*$/gm))
          fences.push({
            file,
            language: (match[2] ?? 'text').toLowerCase(),
            code: match[3].replace(/\n$/, '').replace(new RegExp(`^${match[1]}`, 'gm'), ''),
          });
      }
    }
  };
  walk(path.resolve(__dirname, '../../../../docs'));
  return fences;
}

/** What prism-react-renderer's <Highlight> renders for a block: each token's props, line by line. */
function highlightProps(code: string, language: string, theme = lightCodeTheme) {
  let rendered: unknown;
  renderToString(
    <Highlight prism={sitePrism()} theme={theme} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps, style }) => {
        rendered = {
          style,
          lines: tokens.map((line) => ({
            line: getLineProps({ line }),
            tokens: line.map((token) => getTokenProps({ token })),
          })),
        };
        return null;
      }}
    </Highlight>,
  );
  return rendered;
}

/** The theme Line's change to a line holding only a line break (fixLineBreak). */
const fixLineBreak = (line: Token[]) =>
  line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line;

/** Each line's token spans as React renders them from <Highlight>'s token props, in the theme's Line. */
function highlightSpans(code: string, language: string, theme = lightCodeTheme): string[] {
  let spans: string[] = [];
  renderToString(
    <Highlight prism={sitePrism()} theme={theme} code={code} language={language}>
      {({ tokens, getTokenProps }) => {
        spans = tokens.map((line) =>
          renderToString(
            <>
              {fixLineBreak(line).map((token, i) => (
                <span key={i} {...getTokenProps({ token })} />
              ))}
            </>,
          ),
        );
        return null;
      }}
    </Highlight>,
  );
  return spans;
}

/** The same, from the build's tokens and src/browser/codeTokens/themeStyles.ts. */
function ourProps(code: string, language: string, theme = lightCodeTheme) {
  const colours = themeStyles(theme, language);
  const lines = linesForCode(code, tokenizeCode(code, language));
  return {
    style: colours.root,
    lines: lines.map((line) => ({
      line: { className: 'token-line', style: colours.line },
      tokens: line.map((token) => ({
        className: ['token', ...token.types].join(' '),
        children: token.content,
        style: tokenStyle(colours, token),
      })),
    })),
  };
}

/** Props as React renders them (undefined properties dropped). */
const asRendered = (props: unknown) => JSON.parse(JSON.stringify(props)) as unknown;

const samples: Fence[] = [
  {
    file: 'swift',
    language: 'swift',
    code: 'import Capacitor\n\n@objc func echo(_ call: CAPPluginCall) {\n  call.resolve(["value": 1])\n}',
  },
  { file: 'kotlin', language: 'kotlin', code: 'val camera = "相机"\nfun main() = println(camera)' },
  { file: 'shell', language: 'sh', code: 'npm install @capacitor/camera\nnpx cap sync' },
  { file: 'ruby', language: 'rb', code: "platform :ios, '14.0'\n\ntarget 'App' do\nend" },
  { file: 'comment', language: 'typescript', code: '/*\n\n  多行注释\n*/\nconst a = `x${1}`;' },
];

// Every docs code block, twice: seconds of work, more on a busy machine.
describe('build-time highlighting', { timeout: 60_000 }, () => {
  const fences = docsFences();

  it('finds the code blocks of the docs', () => {
    expect(fences.length).toBeGreaterThan(500);
  });

  it('renders every code block of the docs with the same tokens and colours as <Highlight>, in both themes', () => {
    for (const { file, language, code } of [...samples, ...fences]) {
      for (const theme of [lightCodeTheme, darkCodeTheme])
        expect(asRendered(ourProps(code, language, theme)), `${file} (${language})`).toEqual(
          asRendered(highlightProps(code, language, theme)),
        );
    }
  });

  it('writes every line’s token spans as React renders <Highlight>’s, in both themes', () => {
    for (const { file, language, code } of [...samples, ...fences]) {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        const colours = themeStyles(theme, language);
        const ours = linesForCode(code, tokenizeCode(code, language)).map((line) =>
          tokensHtml(line, colours),
        );
        expect(ours, `${file} (${language})`).toEqual(highlightSpans(code, language, theme));
      }
    }
  });

  it('escapes what the code says, in text and attributes', () => {
    const colours = themeStyles(lightCodeTheme, 'html');
    expect(tokensHtml([{ types: ['plain'], content: `<a href="x">'&'</a>` }], colours)).toBe(
      '<span class="token plain">&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;</span>',
    );
  });

  it('keeps every code block’s text in its tokens, exactly', () => {
    for (const { file, language, code } of [...samples, ...fences])
      expect(codeOfLines(tokenizeCode(code, language)), `${file} (${language})`).toBe(`${code}\n`);
  });

  it('knows the languages the site adds to Prism, and aliases', () => {
    for (const language of [
      'swift',
      'kotlin',
      'groovy',
      'ruby',
      'rb',
      'sh',
      'shell-session',
      'java',
    ])
      expect(Object.keys(sitePrism().languages)).toContain(language);
    expect(tokenizeCode('let a = 1', 'swift')[0]).toContainEqual(['keyword', 'let']);
  });

  it('shows a language Prism does not know as plain text', () => {
    expect(tokenizeCode('任意文字\n第二行', 'text')).toEqual([['任意文字'], ['第二行']]);
  });

  it('round-trips normalizeTokens output, empty lines included', () => {
    const code = '/*\n\n*/\nlet x;\n\n';
    const lines: Token[][] = normalizeTokens(Prism.tokenize(code, Prism.languages.javascript));
    expect(encodeLines(lines).map(decodeLine)).toEqual(lines);
  });
});

describe('linesForCode', () => {
  const encoded = tokenizeCode('const a = 1;\n// highlight-next-line\nconst b = 2;', 'ts');

  it('matches the lines the theme shows to the tokenized lines, skipping removed magic comments', () => {
    const lines = linesForCode('const a = 1;\nconst b = 2;', encoded);
    expect(lines.map((line) => line.map((token) => token.content).join(''))).toEqual([
      'const a = 1;',
      'const b = 2;',
    ]);
    expect(lines[1].find((token) => token.content)).toEqual({
      types: ['keyword'],
      content: 'const',
    });
  });

  it('shows a line the build did not tokenize as plain text', () => {
    expect(linesForCode('let c;', encoded)).toEqual([[{ types: ['plain'], content: 'let c;' }]]);
  });
});
