/**
 * Plugin API pages per doc version: which official plugins a version's
 * inventory has pages for, and which Capacitor major their npm releases
 * must support (the version's label: v8 → 8).
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PLUGINS, CAPACITOR_2_PLUGINS, type ApiPlugin } from '../../src/data/apiPlugins';
import { findVersion, readInventory } from '../../src/versions/inventory';
import { apiMetadataDir, findDocVersion } from '../../src/versions';

const SITE_DIR = path.resolve(__dirname, '../..');

export function capacitorMajorOf(version: string): number {
  return Number(findDocVersion(version).label.replace(/^v/, ''));
}

/** Official plugins with a page in this version's route inventory. */
export function apiPluginsOf(version: string, siteDir = SITE_DIR): ApiPlugin[] {
  const sources = new Set(findVersion(readInventory(siteDir), version).docs.map((d) => d.source));
  const plugins = capacitorMajorOf(version) === 2 ? CAPACITOR_2_PLUGINS : API_PLUGINS;
  return plugins.filter((p) => sources.has(`apis/${p.slug}.md`));
}

/**
 * In the metadata folder of a version not yet released: the plugins with no
 * prerelease for it on npm, so no metadata to check their pages against.
 */
export const NO_PRERELEASE_FILE = 'no-prerelease.json';

export function pluginsWithoutPrerelease(siteDir: string, version: string): string[] {
  const file = path.join(siteDir, apiMetadataDir(version), NO_PRERELEASE_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

/** Written API pages of a version that have committed metadata, for the page check. */
export function apiPagesToCheck(
  siteDir: string,
  version: string,
): { slug: string; page: string; metadata: string; notOnNpm?: true }[] {
  const docsDir = findDocVersion(version).docsDir;
  return apiPluginsOf(version, siteDir)
    .map(({ slug, notOnNpm }) => ({
      slug,
      notOnNpm,
      page: path.join(siteDir, docsDir, 'apis', `${slug}.md`),
      metadata: path.join(siteDir, apiMetadataDir(version), `${slug}.json`),
    }))
    .filter(({ page }) => fs.existsSync(page));
}
