/**
 * What src/plugins/idle-prefetch relies on in the installed @docusaurus/core:
 * the client entry puts its prefetch/preload object on window.docusaurus,
 * Link prefetches through that global when a link comes into view, and the
 * first route update reaches client modules as the page hydrates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = '@docusaurus/core';
const root = path.dirname(require.resolve(`${CORE}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const read = (file: string) => fs.readFileSync(path.join(root, 'lib/client', file), 'utf8');
const changed = (what: string) =>
  `${CORE}@${version} changed ${what}: check src/plugins/idle-prefetch before upgrading`;

describe(`${CORE} link prefetching (installed ${version})`, () => {
  it('puts its prefetch and preload on window.docusaurus', () => {
    expect(read('clientEntry.js'), changed('clientEntry.js')).toMatch(
      /window\.docusaurus = docusaurus;/,
    );
    const api = read('docusaurus.js');
    expect(api, changed('docusaurus.js')).toMatch(
      /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/,
    );
  });

  it('has Link prefetch through that global, in the observer callback of a link in view', () => {
    const link = read('exports/Link.js');
    expect(link, changed('exports/Link.js')).toMatch(
      /new window\.IntersectionObserver\([\s\S]*?window\.docusaurus\.prefetch\(targetLink\)/,
    );
    expect(link, changed('exports/Link.js')).toMatch(/window\.docusaurus\.preload\(targetLink\)/);
  });

  it('tells client modules of the first route as the page hydrates', () => {
    expect(read('ClientLifecyclesDispatcher.js'), changed('ClientLifecyclesDispatcher.js')).toMatch(
      /useIsomorphicLayoutEffect\(\(\) => \{\s*if \(previousLocation !== location\) \{[\s\S]*?dispatchLifecycleAction\('onRouteDidUpdate'/,
    );
  });

  it('is the exact version package.json pins', () => {
    const pinned = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(pinned.dependencies[CORE]).toBe(version);
  });
});
