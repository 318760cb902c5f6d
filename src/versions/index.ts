/**
 * The one home of every version fact. Names, labels, URL paths, banners and
 * the latest version come from the route inventory (routes/routes.json);
 * folders follow Docusaurus' layout; which versions are written comes from
 * versions.json (and docs/ for current); which are built from DOCS_VERSIONS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENV } from '../site';
import { markdownPages } from './files';
import { readInventory } from './inventory';

export type DocVersion = {
  /** Docusaurus version name: `current` for docs/, else the tag. */
  name: string;
  label: string;
  /** URL segment under /docs/: '' for the latest version, 'next', 'v6' … */
  path: string;
  /** Full URL prefix of the version's pages: '/docs', '/docs/next', '/docs/v6' … */
  routeBase: string;
  banner: 'unreleased' | 'unmaintained' | 'none';
  isLast: boolean;
  /** Folder of its Chinese pages, relative to the site root. */
  docsDir: string;
  /** Upstream's folder of its English pages: `docs` or `versioned_docs/version-<name>`. */
  upstreamDir: string;
};

const SITE_DIR = path.resolve(__dirname, '../..');

export function docsDirOf(name: string): string {
  return name === 'current' ? 'docs' : `versioned_docs/version-${name}`;
}

/** The version and inventory source of a page file (a path relative to the site root). */
export function pageOfFile(relPath: string): { version: string; source: string } | undefined {
  const rel = relPath.split(path.sep).join('/');
  const versioned = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(rel);
  if (versioned) return { version: versioned[1], source: versioned[2] };
  if (rel.startsWith('docs/')) return { version: 'current', source: rel.slice('docs/'.length) };
  return undefined;
}

function fromInventory(siteDir: string): DocVersion[] {
  return readInventory(siteDir).versions.map((v) => {
    const routeBase = v.path.replace(/\/$/, '');
    return {
      name: v.name,
      label: v.label,
      path: routeBase.replace(/^\/docs\/?/, ''),
      routeBase,
      banner: (v.banner as DocVersion['banner']) ?? 'none',
      isLast: v.isLast,
      docsDir: docsDirOf(v.name),
      upstreamDir: v.upstreamDir,
    };
  });
}

/** The versions, newest first. */
export const DOC_VERSIONS: DocVersion[] = fromInventory(SITE_DIR);

export const LAST_VERSION: string = DOC_VERSIONS.find((v) => v.isLast)!.name;

export function findDocVersion(name: string): DocVersion {
  const version = DOC_VERSIONS.find((v) => v.name === name);
  if (!version) throw new Error(`Unknown doc version "${name}"`);
  return version;
}

/** The version a new one is derived from: the next newer tagged one (current and the latest come from each other). */
export function derivedFrom(name: string): string {
  const tagged = DOC_VERSIONS.filter((v) => v.name !== 'current').map((v) => v.name);
  if (name === 'current') return LAST_VERSION;
  const index = tagged.indexOf(name);
  if (index <= 0) throw new Error(`Version "${name}" has no newer version to derive from`);
  return tagged[index - 1];
}

export function readVersionsJson(siteDir: string): string[] {
  return JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
}

/** Versions whose content exists in the repository (written so far), newest first. */
export function writtenVersions(siteDir: string): string[] {
  const tagged = readVersionsJson(siteDir);
  return DOC_VERSIONS.map((v) => v.name).filter((name) =>
    name === 'current'
      ? markdownPages(path.join(siteDir, docsDirOf(name))).length > 0
      : tagged.includes(name),
  );
}

/** The written versions' facts, newest first. */
export function writtenDocVersions(siteDir: string): DocVersion[] {
  const written = writtenVersions(siteDir);
  return DOC_VERSIONS.filter((v) => written.includes(v.name));
}

/**
 * Versions to build: those named in DOCS_VERSIONS, else every written one
 * for a build and the latest and next for the dev server (`npm start`
 * starts in seconds that way; DOCS_VERSIONS=all serves every version,
 * DOCS_VERSIONS=latest the latest alone). The latest version is always kept.
 */
export function includedVersions(
  siteDir: string,
  env: string | undefined = process.env[ENV.docsVersions],
  command: 'build' | 'start' = 'build',
): string[] {
  const written = writtenVersions(siteDir);
  if (env === 'all' || (!env && command === 'build')) return written;
  if (env === 'latest') return [LAST_VERSION];
  if (!env) return written.filter((name) => name === 'current' || name === LAST_VERSION);
  const wanted = env
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !written.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${ENV.docsVersions} names versions that are not written: ${unknown.join(', ')}. ` +
        `Written versions: ${written.join(', ')}.`,
    );
  }
  return written.filter((name) => name === LAST_VERSION || wanted.includes(name));
}

/** Where a version's API metadata lives: api-metadata/<label>/. */
export function apiMetadataDir(name: string): string {
  return `api-metadata/${findDocVersion(name).label}`;
}
