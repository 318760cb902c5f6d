/**
 * Our AnnouncementBar and CodeBlock/Content call two hooks that
 * @docusaurus/theme-common exports only from its `internal` entry (no public
 * equivalent in this version): useAnnouncementBar and useCodeBlockContext.
 * They hold for as long as the installed theme's own components call them the
 * way ours do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const COMMON = '@docusaurus/theme-common';
// The package's exports leave out package.json: its root is above lib/index.js.
const commonRoot = path.resolve(path.dirname(require.resolve(COMMON)), '..');
const classicRoot = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(commonRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const changed = (what: string, ours: string) =>
  `${COMMON}@${version} changed ${what}: check ${ours} before upgrading (ARCHITECTURE.md, 补丁点)`;

describe(`${COMMON}/internal as our theme components use it (installed ${version})`, () => {
  it('exports useAnnouncementBar with isActive and close, as the theme’s AnnouncementBar uses it', () => {
    const ours = 'src/theme/AnnouncementBar/index.tsx';
    expect(read(commonRoot, 'lib/internal.js'), changed('its internal exports', ours)).toMatch(
      /export \{[^}]*\buseAnnouncementBar\b[^}]*\} from '\.\/contexts\/announcementBar'/,
    );
    const types = read(commonRoot, 'lib/contexts/announcementBar.d.ts');
    expect(types, changed('useAnnouncementBar (isActive)', ours)).toMatch(
      /readonly isActive: boolean;/,
    );
    expect(types, changed('useAnnouncementBar (close)', ours)).toMatch(
      /readonly close: \(\) => void;/,
    );
    expect(
      read(classicRoot, 'lib/theme/AnnouncementBar/index.js'),
      changed('how the theme’s AnnouncementBar reads the hook', ours),
    ).toContain('const {isActive, close} = useAnnouncementBar();');
  });

  it('exports useCodeBlockContext with metadata and wordWrap, as the theme’s CodeBlock/Content uses it', () => {
    const ours = 'src/theme/CodeBlock/Content/index.tsx';
    expect(read(commonRoot, 'lib/internal.js'), changed('its internal exports', ours)).toMatch(
      /export \{[^}]*\buseCodeBlockContext\b[^}]*\} from '\.\/utils\/codeBlockUtils'/,
    );
    const metadata = read(commonRoot, 'lib/utils/codeBlockUtils.d.ts');
    for (const field of [
      'code: string;',
      'language: string;',
      'lineClassNames:',
      'lineNumbersStart:',
    ])
      expect(metadata, changed(`the code block metadata (${field})`, ours)).toContain(field);
    expect(
      read(classicRoot, 'lib/theme/CodeBlock/Content/index.js'),
      changed('how the theme’s CodeBlock/Content reads the hook', ours),
    ).toContain('const {metadata, wordWrap} = useCodeBlockContext();');
    expect(read(commonRoot, 'lib/hooks/useCodeWordWrap.d.ts'), changed('wordWrap', ours)).toMatch(
      /codeBlockRef: RefObject<HTMLPreElement/,
    );
  });
});
