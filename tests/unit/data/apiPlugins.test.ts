import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApiPage } from '@site/tools/api-metadata/checkPage';
import { apiPluginsOf, pluginsWithoutPrerelease } from '@site/tools/api-metadata/versions';
import { renderApiReference } from '@site/tools/api-metadata/render';
import { DOC_VERSIONS, apiMetadataDir } from '@site/src/versions';
import { SITE_DIR, apiMetadata as metadata } from '../helpers/fixtures';

/**
 * Every version whose plugin metadata has been generated, with each of its
 * plugin pages that has a release to document (on npm; for a version not yet
 * released, a prerelease for it).
 */
const pluginPages = DOC_VERSIONS.filter((v) =>
  fs.existsSync(path.join(SITE_DIR, apiMetadataDir(v.name))),
).flatMap((v) =>
  apiPluginsOf(v.name)
    .filter((p) => !p.notOnNpm && !pluginsWithoutPrerelease(SITE_DIR, v.name).includes(p.slug))
    .map((p) => [v.name, p.slug] as const),
);

describe('API metadata', () => {
  it('is generated for the latest version and older ones', () => {
    expect(new Set(pluginPages.map(([version]) => version)).size).toBeGreaterThan(1);
  });

  it.each(pluginPages)('%s %s: is committed, with methods', (version, slug) => {
    expect(metadata(slug, version).methods.length).toBeGreaterThan(0);
  });
});

describe('API reference skeleton and check', () => {
  it.each(pluginPages)('%s %s: the rendered skeleton satisfies the check', (version, slug) => {
    const api = metadata(slug, version);
    expect(checkApiPage(renderApiReference(api), api)).toEqual([]);
  });
});
