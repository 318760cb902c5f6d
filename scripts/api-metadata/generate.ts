/**
 * Regenerates api-metadata/<version>/<slug>.json from the plugins' npm
 * packages (needs the npm registry): `npm run api:metadata`.
 * For each plugin it takes the newest release whose @capacitor/core peer
 * range accepts Capacitor 7, reads dist/docs.json, or the TypeScript
 * declarations when there is none, and keeps only the facts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PLUGINS, type ApiPlugin } from '../../src/data/apiPlugins';
import { fromDocsJson } from './from-docs-json';
import { fromTypeScript } from './from-typescript';
import { repairUnresolvedTypes } from './repair-types';
import type { ApiMetadata } from './types';

const CAPACITOR_MAJOR = 7;
const OUT_DIR = path.resolve(__dirname, '../../api-metadata/v7');

function npmJson(args: string[]): unknown {
  return JSON.parse(
    execFileSync('npm', [...args, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
}

/** Does a peer range such as "^7.0.0", ">=7.0.0" or "^6.0.0 || ^7.0.0" admit Capacitor 7? */
export function admitsCapacitor7(range = ''): boolean {
  return range.split('||').some((part) => {
    const m = /(\^|>=|~)?\s*(\d+)/.exec(part.trim());
    if (!m) return false;
    const major = Number(m[2]);
    return m[1] === '>=' ? major <= CAPACITOR_MAJOR : major === CAPACITOR_MAJOR;
  });
}

/** Newest stable release whose @capacitor/core peer range admits a Capacitor 7 app. */
export function releaseFor(pkg: string): string {
  if (pkg === '@capacitor/core') {
    const versions = npmJson(['view', `${pkg}@${CAPACITOR_MAJOR}`, 'version']);
    return Array.isArray(versions) ? String(versions.at(-1)) : String(versions);
  }
  const versions = (npmJson(['view', pkg, 'versions']) as string[]).filter((v) => !v.includes('-'));
  for (const version of [...versions].reverse()) {
    const peers = npmJson(['view', `${pkg}@${version}`, 'peerDependencies']) as Record<
      string,
      string
    >;
    if (admitsCapacitor7(peers?.['@capacitor/core'])) return version;
  }
  // A plugin no release of which names Capacitor 7 (e.g. @capacitor/watch): its newest release.
  return versions.at(-1)!;
}

function readFromTarball(tarball: string, member: string): string | undefined {
  try {
    return execFileSync('tar', ['-xzf', tarball, '-O', member], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

export function metadataFor(plugin: ApiPlugin, workDir: string): ApiMetadata {
  const version = releaseFor(plugin.package);
  const [{ filename }] = npmJson([
    'pack',
    `${plugin.package}@${version}`,
    '--pack-destination',
    workDir,
  ]) as { filename: string }[];
  const tarball = path.join(workDir, filename);
  if (plugin.coreInterface) {
    const source = readFromTarball(tarball, 'package/types/core-plugins.d.ts');
    if (!source) throw new Error(`${plugin.package}@${version}: no types/core-plugins.d.ts`);
    return fromTypeScript(source, plugin.coreInterface, plugin.package, version);
  }
  const docs = readFromTarball(tarball, 'package/dist/docs.json');
  const definitions =
    readFromTarball(tarball, 'package/dist/esm/definitions.d.ts') ??
    readFromTarball(tarball, 'package/dist/definitions.d.ts');
  const main = definitions && /export interface (\w+Plugin)\b/.exec(definitions)?.[1];
  const declared = main && fromTypeScript(definitions, main, plugin.package, version);
  if (docs) {
    const fromDocs = fromDocsJson(JSON.parse(docs), plugin.package, version);
    return declared ? repairUnresolvedTypes(fromDocs, declared) : fromDocs;
  }
  if (!definitions)
    throw new Error(`${plugin.package}@${version}: neither docs.json nor definitions.d.ts`);
  if (!declared)
    throw new Error(`${plugin.package}@${version}: no *Plugin interface in definitions.d.ts`);
  return declared;
}

function main() {
  const only = process.argv.slice(2);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-metadata-'));
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const plugin of API_PLUGINS.filter((p) => only.length === 0 || only.includes(p.slug))) {
    const metadata = metadataFor(plugin, workDir);
    fs.writeFileSync(
      path.join(OUT_DIR, `${plugin.slug}.json`),
      `${JSON.stringify(metadata, null, 2)}\n`,
    );
    console.log(`${plugin.slug}: ${metadata.package}@${metadata.version} (${metadata.source})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
