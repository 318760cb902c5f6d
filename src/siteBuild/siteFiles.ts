/**
 * The files of the merged site that depend on every version: the sitemap
 * index (one sitemap per version's build) and the Content-Security-Policy,
 * computed again over all the versions' pages and bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  NGINX_CSP_FILE,
  contentSecurityPolicy,
  nginxCspInclude,
  scanBuild,
  type PolicyInputs,
} from '../serving/csp';

export const SITEMAP_FILE = 'sitemap.xml';
/** Beside the policy, what else it allows (src/plugins/production-files writes it). */
export const CSP_INPUTS_FILE = '_nginx/csp-inputs.json';

export function versionSitemapName(version: string): string {
  return `sitemap-${version}.xml`;
}

export function sitemapIndex(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${url}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

/**
 * Copies each build's sitemap into the merged site under its version's name
 * and writes sitemap.xml as their index (`siteBase`: https://host/docs/).
 */
export function writeSitemaps(
  builds: { name: string; dir: string }[],
  outDir: string,
  siteBase: string,
): void {
  const urls: string[] = [];
  for (const build of builds) {
    const sitemap = path.join(build.dir, SITEMAP_FILE);
    if (!fs.existsSync(sitemap)) continue;
    fs.copyFileSync(sitemap, path.join(outDir, versionSitemapName(build.name)));
    urls.push(`${siteBase}${versionSitemapName(build.name)}`);
  }
  fs.writeFileSync(path.join(outDir, SITEMAP_FILE), sitemapIndex(urls));
}

/**
 * The merged site's Content-Security-Policy as an nginx include
 * (_nginx/csp.conf): every version's inline scripts and styles by hash,
 * what its pages embed by origin, and what src/plugins/production-files noted.
 */
export function writeSitePolicy(outDir: string): void {
  const inputsFile = path.join(outDir, CSP_INPUTS_FILE);
  const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as Omit<PolicyInputs, 'build'>;
  const policy = contentSecurityPolicy({ ...inputs, build: scanBuild(outDir) });
  fs.writeFileSync(path.join(outDir, NGINX_CSP_FILE), nginxCspInclude(policy));
}
