import fs from 'node:fs';
import path from 'node:path';
import { DOC_VERSIONS, LAST_VERSION } from '../src/data/docVersions';

/** Folder holding a version's Markdown, relative to the site root. */
export function versionDocsDir(name: string): string {
  return name === 'current' ? 'docs' : `versioned_docs/version-${name}`;
}

function hasDocs(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .some((file) => /\.mdx?$/.test(file) && path.basename(file) !== 'README.md');
}

/** Versions whose content exists in the repository (written so far). */
export function writtenVersions(siteDir: string): string[] {
  const tagged: string[] = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  return DOC_VERSIONS.map((v) => v.name).filter((name) =>
    name === 'current' ? hasDocs(path.join(siteDir, versionDocsDir(name))) : tagged.includes(name),
  );
}

/**
 * Versions to build: all written ones, or the subset named in the
 * DOCS_VERSIONS environment variable (comma separated, e.g. "v7" or
 * "current,v7") for a quick local build. The latest version is always kept.
 */
export function includedVersions(
  siteDir: string,
  env: string | undefined = process.env.DOCS_VERSIONS,
): string[] {
  const written = writtenVersions(siteDir);
  if (!env) return written;
  const wanted = env
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !written.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_VERSIONS names versions that are not written: ${unknown.join(', ')}. ` +
        `Written versions: ${written.join(', ')}.`,
    );
  }
  return written.filter((name) => name === LAST_VERSION || wanted.includes(name));
}
