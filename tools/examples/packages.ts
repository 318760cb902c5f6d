/**
 * Each doc version's package set for the example check: Capacitor's own
 * packages at the releases api-metadata/<label>/ records, plus the framework
 * packages its pages' examples are written for (frameworks.ts). The sets are
 * committed with lockfiles under example-check/packages/<label>/ and
 * installed with `npm ci` into a cache under node_modules/.cache.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EXAMPLES_CACHE_ROOT } from '../../src/cachePaths';
import { FRAMEWORKS } from './frameworks';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const PACKAGES_DIR = path.resolve(__dirname, '../../example-check/packages');

/**
 * @capacitor/core where api-metadata has no core-based plugin to record it
 * (v3's plugins all live in their own packages): the newest release of the major.
 */
const CORE_FALLBACK: Record<string, string> = { v3: '3.9.0' };

type Metadata = { package?: string; version?: string };

function metadataOf(label: string): Metadata[] {
  const dir = path.join(SITE_DIR, 'api-metadata', label);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Metadata | string[])
    .filter((m): m is Metadata => !Array.isArray(m) && Boolean(m.package && m.version));
}

/** The Capacitor packages of a version: core, cli and every plugin with metadata. */
export function capacitorPackages(label: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of metadataOf(label)) out[m.package!] = m.version!;
  // A version not yet released: plugins with no prerelease keep the previous major's release.
  const noPrerelease = path.join(SITE_DIR, 'api-metadata', label, 'no-prerelease.json');
  if (fs.existsSync(noPrerelease)) {
    const previous = capacitorPackages(`v${Number(label.slice(1)) - 1}`);
    for (const slug of JSON.parse(fs.readFileSync(noPrerelease, 'utf8')) as string[]) {
      const pkg = `@capacitor/${slug}`;
      if (previous[pkg]) out[pkg] = previous[pkg];
    }
  }
  out['@capacitor/core'] ??= CORE_FALLBACK[label];
  if (!out['@capacitor/core'])
    throw new Error(`api-metadata/${label}: no @capacitor/core version recorded`);
  out['@capacitor/cli'] = out['@capacitor/core'];
  return out;
}

export function packageJsonOf(label: string): object {
  const frameworks = FRAMEWORKS[label];
  if (!frameworks) throw new Error(`tools/examples/frameworks.ts has no package set for ${label}`);
  const dependencies = { ...frameworks, ...capacitorPackages(label) };
  return {
    name: `capacitor-docs-examples-${label}`,
    private: true,
    description: `Packages the ${label} examples are type-checked against (npm run check:examples)`,
    dependencies: Object.fromEntries(
      Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** The labels with a committed package set. */
export function packageSetLabels(): string[] {
  return fs
    .readdirSync(PACKAGES_DIR)
    .filter((d) => fs.existsSync(path.join(PACKAGES_DIR, d, 'package-lock.json')))
    .sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));
}

export function cacheDirOf(label: string, siteDir = SITE_DIR): string {
  return path.join(siteDir, EXAMPLES_CACHE_ROOT, label);
}

const SET_FILES = ['package.json', 'package-lock.json', '.npmrc'];

/**
 * Installs a version's package set into its cache folder unless the
 * installed lockfile is the committed one. Returns the seconds it took (0 when warm).
 */
export function installPackageSet(label: string, siteDir = SITE_DIR): number {
  const source = path.join(PACKAGES_DIR, label);
  const target = cacheDirOf(label, siteDir);
  const hash = crypto.createHash('sha256');
  for (const f of SET_FILES) hash.update(fs.readFileSync(path.join(source, f)));
  const digest = hash.digest('hex');
  const stamp = path.join(target, '.installed');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return 0;
  const start = performance.now();
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const f of SET_FILES) fs.copyFileSync(path.join(source, f), path.join(target, f));
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: target,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(stamp, digest);
  return (performance.now() - start) / 1000;
}
