/**
 * What one version's build depends on, as a hash: the site's code, config
 * and static files, the route inventory, the lock file, the environment a
 * build reads, and that version's pages. Of the other versions only which
 * pages exist counts (links to them, the version dropdown), not their text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey } from '../buildCache';
import { VERSION_BUILDS_ROOT } from '../cachePaths';
import { BUILD_ENV, ENV } from '../site';
import { DOC_VERSIONS } from '../versions';
import { SERVED_FILE } from '../versions/inventory';
import { filesUnder } from '../lib/files';

/** Not read by a build: tests, tools, benchmark, outputs, caches, what only the checks read. */
const NOT_INPUTS = new Set([
  '.git',
  '.github',
  '.ci',
  '.bench',
  '.docusaurus',
  '.search-index',
  'node_modules',
  'build',
  'build-algolia',
  'bench',
  'deploy',
  'scripts',
  'tests',
  'tools',
  // The English facts the content check compares pages with.
  'upstream-facts',
  '.gitignore',
  '.prettierignore',
  '.prettierrc.json',
  'vitest.config.ts',
]);

/** Read by the route check and the inventory tools, never by a build. */
const NOT_INPUT_FILES = new Set([SERVED_FILE]);

/** Whether a file of the site (a path relative to it) is part of every build's inputs or its version's. */
export function isBuildInput(rel: string): boolean {
  const top = rel.split('/')[0];
  return !NOT_INPUTS.has(top) && !(top === rel && rel.endsWith('.md')) && !NOT_INPUT_FILES.has(rel);
}

/**
 * Each version's last build and the inputs it was built from, by build
 * configuration (outside src/buildCache's folder, whose old entries are pruned
 * file by file).
 */
export const VERSION_BUILDS_DIR = path.resolve(__dirname, '../..', VERSION_BUILDS_ROOT);

/**
 * The build environment as a version's build reads it: `npm run build` sets
 * DOCS_BUILD_VERSION to the version (part of the key) for each build, and
 * DOCS_VERSIONS only chooses which versions to build.
 */
const ENV_INPUTS = BUILD_ENV.filter(
  (name) => name !== ENV.buildVersion && name !== ENV.docsVersions,
);

/**
 * The build configuration the environment and the arguments passed on to
 * Docusaurus set (the search provider, analytics, the address, `--no-minify` …):
 * one folder of builds each, so a build with other settings never reuses one.
 */
export function configurationName(
  env: NodeJS.ProcessEnv = process.env,
  docusaurusArgs: readonly string[] = [],
): string {
  return cacheKey(
    ...ENV_INPUTS.map((name) => `${name}=${env[name] ?? ''}`),
    ...docusaurusArgs.map((arg) => `arg=${arg}`),
  ).slice(0, 12);
}

export function versionInputKey(
  siteDir: string,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const versionDirs = DOC_VERSIONS.map((v) => v.docsDir);
  const own = DOC_VERSIONS.find((v) => v.name === version)?.docsDir;
  const parts: (string | Buffer)[] = [version];
  for (const name of fs.readdirSync(siteDir).sort()) {
    // The project's documents (README …) are not pages.
    if (!isBuildInput(name)) continue;
    const top = path.join(siteDir, name);
    const files = fs.statSync(top).isFile()
      ? [name]
      : filesUnder(top).map((rel) => `${name}/${rel}`);
    for (const rel of files.sort().filter(isBuildInput)) {
      const docsDir = versionDirs.find((dir) => rel.startsWith(`${dir}/`));
      parts.push(rel);
      if (!docsDir || docsDir === own) parts.push(fs.readFileSync(path.join(siteDir, rel)));
    }
  }
  for (const name of ENV_INPUTS) parts.push(`${name}=${env[name] ?? ''}`);
  return cacheKey(...parts);
}
