/**
 * src/theme/CodeBlock/Content renders a code block from build-time tokens in
 * place of the theme's CodeBlock/Content, which runs Prism in the browser.
 * It rebuilds the theme's Pre and Code elements around the theme's Line and
 * takes the theme's CSS module for their layout: this holds for as long as
 * the installed theme builds them the way ours does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLASSIC = '@docusaurus/theme-classic';
const root = path.dirname(require.resolve(`${CLASSIC}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const content = (file: string) =>
  fs.readFileSync(path.join(root, 'lib/theme/CodeBlock/Content', file), 'utf8');
const OURS = 'src/theme/CodeBlock/Content/index.tsx';
const changed = (what: string) =>
  `${CLASSIC}@${version} changed ${what}: check ${OURS} against the theme's CodeBlock/Content before upgrading (ARCHITECTURE.md, 补丁点)`;
/** `text` as a pattern that allows any white space where it has some. */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'));

describe(`${CLASSIC}'s CodeBlock/Content as ours rebuilds it (installed ${version})`, () => {
  it('keeps the CSS module ours imports, with the classes ours uses', () => {
    const css = content('styles.module.css');
    for (const name of ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering'])
      expect(css, changed(`its CSS module (.${name})`)).toMatch(new RegExp(`\\.${name}\\s*\\{`));
  });

  it('builds Pre, Code and each Line as ours does', () => {
    const theme = content('index.js');
    for (const [what, code] of [
      [
        'Pre (its classes)',
        "className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}",
      ],
      ['Pre (focusable)', 'tabIndex={0}'],
      ['Pre (the word-wrap ref)', 'ref={wordWrap.codeBlockRef}'],
      [
        'Pre (the highlighter’s classes and style)',
        'className={clsx(classNameProp, className)} style={style}>',
      ],
      [
        'Code (its classes)',
        'styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,',
      ],
      ['Code (line numbers)', '`line-count ${metadata.lineNumbersStart - 1}`'],
      [
        'how it renders each Line',
        '<Line key={i} line={line} getLineProps={getLineProps} getTokenProps={getTokenProps} classNames={lineClassNames[i]} showLineNumbers={lineNumbersStart !== undefined} />',
      ],
    ])
      expect(theme, changed(what)).toMatch(loosely(code));
  });

  it('takes the highlighter’s class names that ours writes itself', () => {
    const renderer = fs.readFileSync(require.resolve('prism-react-renderer'), 'utf8');
    expect(renderer, changed('prism-react-renderer’s <pre> class')).toContain(
      'prism-code language-${language}',
    );
  });
});
