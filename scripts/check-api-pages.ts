/**
 * Checks every written plugin API page of every version against its
 * metadata in api-metadata/<label>/ (see tools/api-metadata/checkPage.ts).
 * Usage: npm run check:api [-- [--version NAME] slug...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkApiPage } from '../tools/api-metadata/checkPage';
import type { ApiMetadata } from '../tools/api-metadata/types';
import { apiPagesToCheck, pluginsWithoutPrerelease } from '../tools/api-metadata/versions';
import { findDocVersion, writtenVersions } from '../src/versions';
import { runMain } from './lib/run-main';
import { parseArgs } from './lib/args';

runMain(__filename, (args) => {
  const { options, positional: only } = parseArgs(args);
  const siteDir = process.cwd();
  const versions = options.version ? [String(options.version)] : writtenVersions(siteDir);
  let failures = 0;
  let checked = 0;
  for (const version of versions) {
    const pages = apiPagesToCheck(siteDir, version).filter(
      ({ slug }) => only.length === 0 || only.includes(slug),
    );
    const noPrerelease = pluginsWithoutPrerelease(siteDir, version);
    for (const { slug, page, metadata, notOnNpm } of pages) {
      if (notOnNpm) {
        console.log(`${version} ${slug}: not published on npm, no metadata to check against`);
        continue;
      }
      if (noPrerelease.includes(slug)) {
        console.log(
          `${version} ${slug}: no prerelease for ${findDocVersion(version).label} on npm yet, not checked`,
        );
        continue;
      }
      if (!fs.existsSync(metadata)) {
        failures += 1;
        console.error(
          `${path.relative(siteDir, page)}: no metadata ${path.relative(siteDir, metadata)} (npm run api:metadata -- --version ${version})`,
        );
        continue;
      }
      const api = JSON.parse(fs.readFileSync(metadata, 'utf8')) as ApiMetadata;
      const problems = checkApiPage(fs.readFileSync(page, 'utf8'), api);
      checked += 1;
      failures += problems.length;
      for (const problem of problems) console.error(`${path.relative(siteDir, page)}: ${problem}`);
      if (problems.length > 0)
        console.log(
          `${version} ${slug}: ${api.package}@${api.version} ${problems.length} problems`,
        );
    }
  }
  console.log(`API page check: ${checked} pages, ${failures} problems`);
  return failures > 0 ? 1 : 0;
});
