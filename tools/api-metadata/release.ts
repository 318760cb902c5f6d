/**
 * Which npm release of a plugin documents a Capacitor major: the newest
 * stable release whose @capacitor/core peer range admits that major, and
 * its metadata read from dist/docs.json or the TypeScript declarations.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ApiPlugin } from '../../src/data/apiPlugins';
import { fromDocsJson, type DocsJson } from './fromDocsJson';
import { fromTypeScript } from './fromTypeScript';
import { repairUnresolvedTypes } from './repairTypes';
import type { ApiMetadata } from './types';

function npmJson(args: string[]): unknown {
  return JSON.parse(
    execFileSync('npm', [...args, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
}

/** Does a peer range such as "^7.0.0", ">=7.0.0" or "^6.0.0 || ^7.0.0" admit Capacitor `major`? */
export function admitsCapacitor(major: number, range = ''): boolean {
  return range.split('||').some((part) => {
    const m = /(\^|>=|~)?\s*(\d+)/.exec(part.trim());
    if (!m) return false;
    const rangeMajor = Number(m[2]);
    return m[1] === '>=' ? rangeMajor <= major : rangeMajor === major;
  });
}

/** Newest stable release of `pkg` for an app on Capacitor `major`. */
export function releaseFor(pkg: string, major: number): string {
  if (pkg === '@capacitor/core') {
    const versions = npmJson(['view', `${pkg}@${major}`, 'version']);
    return Array.isArray(versions) ? String(versions.at(-1)) : String(versions);
  }
  const versions = (npmJson(['view', pkg, 'versions']) as string[]).filter((v) => !v.includes('-'));
  for (const version of [...versions].reverse()) {
    const peers = npmJson(['view', `${pkg}@${version}`, 'peerDependencies']) as Record<
      string,
      string
    >;
    if (admitsCapacitor(major, peers?.['@capacitor/core'])) return version;
  }
  // A plugin no release of which names this major (e.g. @capacitor/watch): its newest release.
  return versions.at(-1)!;
}

/**
 * Newest prerelease of Capacitor `major` (alpha, beta or rc; not nightly or
 * dev builds) of `pkg`, for a version not yet released; undefined if none.
 */
export function prereleaseFor(pkg: string, major: number): string | undefined {
  const versions = npmJson(['view', pkg, 'versions']) as string[];
  return newestPrerelease(versions, major);
}

export function newestPrerelease(versions: string[], major: number): string | undefined {
  const pattern = new RegExp(`^${major}\\.\\d+\\.\\d+-(alpha|beta|rc)\\.\\d+$`);
  return versions.filter((v) => pattern.test(v)).at(-1);
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

/** Metadata of `plugin` at `version` (default: the newest release for Capacitor `major`). */
export function metadataFor(
  plugin: ApiPlugin,
  major: number,
  workDir: string,
  version = releaseFor(plugin.package, major),
): ApiMetadata {
  const [{ filename }] = npmJson([
    'pack',
    `${plugin.package}@${version}`,
    '--pack-destination',
    workDir,
  ]) as { filename: string }[];
  const tarball = path.join(workDir, filename);
  if (plugin.coreInterface) {
    const file = plugin.declarations ?? 'package/types/core-plugins.d.ts';
    const source = readFromTarball(tarball, file);
    if (!source) throw new Error(`${plugin.package}@${version}: no ${file}`);
    return fromTypeScript(source, plugin.coreInterface, plugin.package, version);
  }
  const docs = readFromTarball(tarball, 'package/dist/docs.json');
  const definitions =
    readFromTarball(tarball, 'package/dist/esm/definitions.d.ts') ??
    readFromTarball(tarball, 'package/dist/definitions.d.ts');
  const main = definitions && /export interface (\w+Plugin)\b/.exec(definitions)?.[1];
  const declared = main && fromTypeScript(definitions, main, plugin.package, version);
  if (docs) {
    const fromDocs = fromDocsJson(JSON.parse(docs) as DocsJson, plugin.package, version);
    return declared ? repairUnresolvedTypes(fromDocs, declared) : fromDocs;
  }
  if (!definitions)
    throw new Error(`${plugin.package}@${version}: neither docs.json nor definitions.d.ts`);
  if (!declared)
    throw new Error(`${plugin.package}@${version}: no *Plugin interface in definitions.d.ts`);
  return declared;
}
