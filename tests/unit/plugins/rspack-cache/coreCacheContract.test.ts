/**
 * src/plugins/rspack-cache adds a folder per build configuration to the
 * persistent cache Docusaurus configures for Rspack. It relies on the shape
 * @docusaurus/core generates: `cache: true` and `experiments.cache` of type
 * "persistent" with no storage of its own, left out when
 * DOCUSAURUS_NO_PERSISTENT_CACHE is set. Any other shape stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheStorage } from '@site/src/plugins/rspack-cache';

const CORE = '@docusaurus/core';
const root = path.dirname(require.resolve(`${CORE}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const changed = (what: string) =>
  `${CORE}@${version} changed ${what}: check src/plugins/rspack-cache before upgrading (ARCHITECTURE.md, 补丁点)`;

describe(`${CORE}'s generated Rspack cache (installed ${version})`, () => {
  const base = fs.readFileSync(path.join(root, 'lib/webpack/base.js'), 'utf8');

  it('is experiments.cache of type "persistent", without storage, unless DOCUSAURUS_NO_PERSISTENT_CACHE', () => {
    const experiments = /function getExperiments\(\) \{([\s\S]*?)\n {4}\}\n/.exec(base)?.[1] ?? '';
    expect(experiments, changed('getExperiments')).toMatch(
      /if \(!process\.env\.DOCUSAURUS_NO_PERSISTENT_CACHE\) \{\s*experiments\.cache = \{\s*type: 'persistent',/,
    );
    expect(experiments, changed('experiments.cache (storage)')).not.toMatch(/storage/);
    expect(base, changed('the persistent cache switch')).toMatch(
      /if \(props\.siteConfig\.future\.faster\.rspackPersistentCache\) \{[\s\S]*?return true;/,
    );
  });
});

describe('cacheStorage', () => {
  it('adds a filesystem folder to the persistent cache', () => {
    expect(cacheStorage({ type: 'persistent', version: 'x' }, '/c')).toEqual({
      storage: { type: 'filesystem', directory: '/c' },
    });
  });

  it('adds nothing when Docusaurus made no persistent cache', () => {
    expect(cacheStorage(undefined, '/c')).toBeUndefined();
  });

  it('stops the build when the cache has another shape', () => {
    for (const cache of [true, { type: 'memory' }, { type: 'persistent', storage: {} }])
      expect(() => cacheStorage(cache, '/c')).toThrow(/experiments\.cache[\s\S]*base\.js/);
  });
});
