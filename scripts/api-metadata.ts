/**
 * Regenerates api-metadata/<label>/<slug>.json from the plugins' npm
 * packages (needs the npm registry), for the plugin pages of one version.
 * Usage: npm run api:metadata -- [--version NAME] [slug...]   (default: the latest version)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinnedRelease } from '../tools/api-metadata/pinnedReleases';
import { metadataFor, prereleaseFor } from '../tools/api-metadata/release';
import { apiPluginsOf, capacitorMajorOf } from '../tools/api-metadata/versions';
import { LAST_VERSION, apiMetadataDir, findDocVersion } from '../src/versions';
import { NO_PRERELEASE_FILE } from '../tools/api-metadata/versions';
import { runMain } from './lib/run-main';
import { parseArgs } from './lib/args';

runMain(__filename, (args) => {
  const { options, positional: only } = parseArgs(args);
  const version = String(options.version ?? LAST_VERSION);
  const major = capacitorMajorOf(version);
  const outDir = path.resolve(apiMetadataDir(version));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-metadata-'));
  fs.mkdirSync(outDir, { recursive: true });
  // A version not yet released is checked against the plugins' prereleases for it.
  const unreleased = findDocVersion(version).banner === 'unreleased';
  const noPrerelease: string[] = [];
  for (const plugin of apiPluginsOf(version).filter(
    (p) => only.length === 0 || only.includes(p.slug),
  )) {
    if (plugin.notOnNpm) {
      console.log(`${plugin.slug}: ${plugin.package} is not published on npm, skipped`);
      continue;
    }
    const pinned = unreleased
      ? prereleaseFor(plugin.package, major)
      : pinnedRelease(version, plugin.package);
    if (unreleased && !pinned) {
      noPrerelease.push(plugin.slug);
      console.log(`${plugin.slug}: no ${major}.x prerelease of ${plugin.package} on npm`);
      continue;
    }
    const metadata = metadataFor(plugin, major, workDir, pinned);
    fs.writeFileSync(
      path.join(outDir, `${plugin.slug}.json`),
      `${JSON.stringify(metadata, null, 2)}\n`,
    );
    console.log(`${plugin.slug}: ${metadata.package}@${metadata.version} (${metadata.source})`);
  }
  if (unreleased && only.length === 0)
    fs.writeFileSync(
      path.join(outDir, NO_PRERELEASE_FILE),
      `${JSON.stringify(noPrerelease, null, 2)}\n`,
    );
});
