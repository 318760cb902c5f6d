/**
 * The installed theme still loads Prism through the client module that
 * src/plugins/no-prism replaces, at the path the replacement matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRISM_CLIENT_MODULE } from '@site/src/plugins/no-prism';

const THEME = '@docusaurus/theme-classic';
const root = path.dirname(require.resolve(`${THEME}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const changed = (what: string) =>
  `${THEME}@${version} changed ${what}: check src/plugins/no-prism before upgrading`;

describe(`${THEME} Prism client module (installed ${version})`, () => {
  const file = path.join(root, 'lib/prism-include-languages.js');

  it('is a client module of the theme, at the path the replacement matches', () => {
    expect(
      fs.readFileSync(path.join(root, 'lib/index.js'), 'utf8'),
      changed('getClientModules'),
    ).toMatch(/getClientModules\(\) \{[\s\S]*?'\.\/prism-include-languages'/);
    expect(fs.existsSync(file), changed('lib/prism-include-languages.js')).toBe(true);
    expect(PRISM_CLIENT_MODULE.test(file)).toBe(true);
    expect(PRISM_CLIENT_MODULE.test(file.replace(/\.js$/, ''))).toBe(true);
  });

  it('does nothing but load Prism and its languages, so an empty module loses nothing else', () => {
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    expect(code, changed('lib/prism-include-languages.js')).toBe(
      [
        "import { Prism } from 'prism-react-renderer';",
        "import prismIncludeLanguages from '@theme/prism-include-languages';",
        'prismIncludeLanguages(Prism);',
      ].join('\n'),
    );
  });

  it('is the exact version package.json pins', () => {
    const pinned = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(pinned.dependencies[THEME] ?? pinned.dependencies['@docusaurus/preset-classic']).toBe(
      version,
    );
  });
});
