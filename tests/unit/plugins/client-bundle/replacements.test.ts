import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_CONTEXT_MODULE,
  DOCUSAURUS_CLIENT_MODULE,
  UTILS_COMMON_INDEX,
  WINDOW_SIZE_MODULE,
} from '@site/src/plugins/client-bundle';
import { __importDefault } from '@site/src/plugins/client-bundle/tslibImportDefault';

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

describe("tslib in place of @docusaurus/utils-common's tslib", () => {
  const index = resolve('@docusaurus/utils-common/lib/index.js');

  it('is given to the module that is still where the replacement looks for it', () => {
    expect(UTILS_COMMON_INDEX.test(index)).toBe(true);
  });

  it('has every tslib helper that module uses', () => {
    const used = new Set(
      [...fs.readFileSync(index, 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]),
    );
    expect([...used]).toEqual(['__importDefault']);
  });

  it("works as tslib's __importDefault: an ES module as it is, anything else as its default", () => {
    const esModule = { __esModule: true, default: 1 };
    const commonJs = { a: 1 };
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault(commonJs)).toEqual({ default: commonJs });
    expect(__importDefault(null)).toEqual({ default: null });
  });
});
