import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOC_VERSIONS,
  LAST_VERSION,
  derivedFrom,
  docsDirOf,
  findDocVersion,
  includedVersions,
  pageOfFile,
  readVersionsJson,
  writtenVersions,
} from '@site/src/versions';
import { readInventory } from '@site/src/versions/inventory';
import { SITE_DIR, tempTree as site } from './helpers/fixtures';

describe('doc versions', () => {
  const dir = site({
    'versions.json': '["v8","v7"]',
    'versioned_docs/version-v8/index.md': '',
    'versioned_docs/version-v7/index.md': '',
    'docs/README.md': '',
  });

  it('builds every tagged version, and current only when docs/ has pages', () => {
    expect(writtenVersions(dir)).toEqual(['v8', 'v7']);
    fs.writeFileSync(path.join(dir, 'docs/index.md'), '');
    expect(writtenVersions(dir)).toEqual(['current', 'v8', 'v7']);
    fs.rmSync(path.join(dir, 'docs/index.md'));
  });

  it('narrows to DOCS_VERSIONS, always keeping the latest version', () => {
    expect(includedVersions(dir, 'v7')).toEqual(['v8', 'v7']);
    expect(includedVersions(dir, 'v8')).toEqual(['v8']);
    expect(includedVersions(dir, 'latest')).toEqual(['v8']);
    expect(() => includedVersions(dir, 'v10')).toThrow(/not written: v10/);
  });

  it('serves the latest and next versions in the dev server unless DOCS_VERSIONS says otherwise', () => {
    fs.writeFileSync(path.join(dir, 'docs/index.md'), '');
    expect(includedVersions(dir, undefined, 'start')).toEqual(['current', 'v8']);
    expect(includedVersions(dir, undefined, 'build')).toEqual(['current', 'v8', 'v7']);
    expect(includedVersions(dir, 'all', 'start')).toEqual(['current', 'v8', 'v7']);
    expect(includedVersions(dir, 'v7', 'start')).toEqual(['v8', 'v7']);
    fs.rmSync(path.join(dir, 'docs/index.md'));
  });
});

describe('the versions module', () => {
  const siteDir = SITE_DIR;
  const inventory = readInventory(siteDir);

  it('agrees with the route inventory and versions.json', () => {
    expect(DOC_VERSIONS.map((v) => [v.name, v.label, v.routeBase])).toEqual(
      inventory.versions.map((v) => [v.name, v.label, v.path.replace(/\/$/, '')]),
    );
    expect(LAST_VERSION).toBe(inventory.versions.find((v) => v.isLast)!.name);
    const tagged = readVersionsJson(siteDir);
    expect(tagged[0]).toBe(LAST_VERSION);
    for (const name of tagged) expect(DOC_VERSIONS.map((v) => v.name)).toContain(name);
    for (const name of writtenVersions(siteDir))
      expect(fs.existsSync(path.join(siteDir, docsDirOf(name)))).toBe(true);
  });

  it('maps page files to versions and sources, and versions to their folders', () => {
    expect(pageOfFile('docs/apis/camera.md')).toEqual({
      version: 'current',
      source: 'apis/camera.md',
    });
    expect(pageOfFile('versioned_docs/version-v6/main/ios/spm.md')).toEqual({
      version: 'v6',
      source: 'main/ios/spm.md',
    });
    expect(pageOfFile('src/theme/TOC/index.tsx')).toBeUndefined();
    expect(findDocVersion('current')).toMatchObject({
      path: 'next',
      docsDir: 'docs',
      banner: 'unreleased',
    });
    expect(findDocVersion('v8')).toMatchObject({
      path: '',
      routeBase: '/docs',
      upstreamDir: 'versioned_docs/version-v8',
    });
    expect(findDocVersion('v7')).toMatchObject({
      path: 'v7',
      routeBase: '/docs/v7',
      banner: 'unmaintained',
    });
    expect(derivedFrom('current')).toBe('v8');
    expect(derivedFrom('v7')).toBe('v8');
    expect(derivedFrom('v5')).toBe('v6');
  });
});
