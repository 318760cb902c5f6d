import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_CONTEXT_MODULE,
  DOCUSAURUS_CLIENT_MODULE,
  WINDOW_SIZE_MODULE,
} from '@site/src/plugins/client-bundle';

/** A file of an installed package (not every file is in its package's "exports"). */
const resolve = (file: string) => path.resolve(__dirname, '../../../../node_modules', file);

/** The names a module file exports (`export const|function|class name`, `export { a, b }`). */
function exportNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const declared = [...source.matchAll(/^export (?:const|function|class|type) (\w+)/gm)].map(
    (match) => match[1],
  );
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1].split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  const defaults = /^export default /m.test(source) ? ['default'] : [];
  return [...declared, ...listed, ...defaults].filter(Boolean).sort();
}

describe('the Docusaurus modules the browser bundle replaces', () => {
  const replaced = [
    {
      pattern: BROWSER_CONTEXT_MODULE,
      original: '@docusaurus/core/lib/client/browserContext.js',
      ours: 'src/plugins/client-bundle/browserContext.tsx',
    },
    {
      pattern: WINDOW_SIZE_MODULE,
      original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
      ours: 'src/plugins/client-bundle/useWindowSize.ts',
    },
    {
      pattern: DOCUSAURUS_CLIENT_MODULE,
      original: '@docusaurus/core/lib/client/docusaurus.js',
      ours: 'src/plugins/client-bundle/docusaurusClient.ts',
    },
  ];

  it.each(replaced)(
    '$original is still where the replacement looks for it',
    ({ pattern, original }) => {
      expect(fs.existsSync(resolve(original))).toBe(true);
      expect(pattern.test(resolve(original))).toBe(true);
      expect(pattern.test(resolve(original).replace(/\.js$/, ''))).toBe(true);
    },
  );

  it.each(replaced)('$ours exports what $original exports', ({ original, ours }) => {
    const theirs = exportNames(resolve(original));
    const mine = exportNames(ours).filter((name) => theirs.includes(name) || name === 'default');
    expect(mine).toEqual(theirs);
  });
});
