/**
 * What a release records about itself when it is uploaded (release.json
 * beside its docs/): the site address it was built for, its
 * Content-Security-Policy, and the handful of URLs checked after every switch
 * to it (a page of each version, a redirect, the not-found page) with what
 * they must answer; and own-assets.txt, its hashed files, which the next
 * releases carry for pages opened before they were switched in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_URL } from '../../src/site';
import { NGINX_CSP_FILE, readBuildPolicy } from '../../src/serving/csp';
import { filesUnder } from '../../src/lib/files';
import { builtDocs } from '../inventory/builtRoutes';

export const MANIFEST_FILE = 'release.json';
export const OWN_ASSETS_FILE = 'own-assets.txt';
/** The build's hashed files, cached for a year (deploy/nginx: /docs/assets/). */
export const ASSETS_DIR = 'assets';
/** A path no build has: the not-found check. */
export const NOT_FOUND_PATH = `${BASE_URL}__deploy-check-not-found`;

/** One URL and what it must answer: a status, the file's bytes (by SHA-256) or a Location. */
export type Check = {
  name: string;
  path: string;
  status: number;
  sha256?: string;
  location?: string;
};

export type Manifest = {
  id: string;
  /** The address the build's canonical links and sitemap name (SITE_URL). */
  siteUrl: string;
  /** The Content-Security-Policy every response of the release carries. */
  csp: string;
  checks: Check[];
};

const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The build's own address, from its sitemap index. */
export function builtSiteUrl(buildDir: string): string {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error(`${path.join(buildDir, 'sitemap.xml')}：找不到站点地址（<loc>）`);
  return new URL(loc).origin;
}

/** The file nginx answers a page URL with (deploy/nginx: $uri/index.html first). */
function pageFile(buildDir: string, url: string): string {
  const rel = url.slice(BASE_URL.length);
  const candidates = [path.join(rel, 'index.html'), `${rel}.html`];
  const found = candidates.find((c) => fs.existsSync(path.join(buildDir, c)));
  if (!found) throw new Error(`${buildDir}：没有 ${url} 的页面文件`);
  return path.join(buildDir, found);
}

export function buildManifest(buildDir: string, id: string): Manifest {
  for (const file of ['index.html', '404.html', NGINX_CSP_FILE, 'sitemap.xml'])
    if (!fs.existsSync(path.join(buildDir, file)))
      throw new Error(`${path.join(buildDir, file)} 不存在：先运行 npm run build`);
  // A page of each version: its shortest URL (the version's home page when it has one).
  const byVersion = new Map<string, string>();
  for (const { url, version } of builtDocs(buildDir)) {
    const known = byVersion.get(version);
    if (!known || url.length < known.length) byVersion.set(version, url);
  }
  if (!byVersion.size) throw new Error(`${buildDir}：没有文档页面`);
  const pages: Check[] = [...byVersion].map(([version, url]) => ({
    name: `${version} 的页面 ${url}`,
    path: url,
    status: 200,
    sha256: sha256(pageFile(buildDir, url)),
  }));
  return {
    id,
    siteUrl: builtSiteUrl(buildDir),
    csp: readBuildPolicy(buildDir),
    checks: [
      ...pages,
      {
        name: `重定向 ${BASE_URL}index.html`,
        path: `${BASE_URL}index.html`,
        status: 301,
        location: BASE_URL,
      },
      {
        name: '找不到页面（404）',
        path: NOT_FOUND_PATH,
        status: 404,
        sha256: sha256(path.join(buildDir, '404.html')),
      },
    ],
  };
}

/** The build's hashed files (and their compressed copies), relative to the build, sorted. */
export function ownAssets(buildDir: string): string[] {
  return filesUnder(path.join(buildDir, ASSETS_DIR)).map((file) => `${ASSETS_DIR}/${file}`);
}
