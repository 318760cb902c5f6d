/**
 * The built site held against the route inventory: doc pages found in a
 * build, and per version and sidebar coverage, with errors for URLs outside
 * the inventory and for gaps in groups declared complete. Pending pages
 * (English only, never served) are listed, not counted as gaps.
 */
import fs from 'node:fs';
import { BASE_URL } from '../../src/site';
import path from 'node:path';
import { redirectOf, urlKey, type Inventory } from '../../src/versions/inventory';
import { filesUnder } from '../../src/lib/files';
import { startTags } from '../../src/lib/html';

export const NO_SIDEBAR = 'none';
export type Completeness = Record<string, string[]>;
export type BuiltDoc = { url: string; version: string };

/** Doc pages of a build: every HTML page whose <html> carries the docs-doc-page class. */
export function builtDocs(buildDir: string, baseUrl = BASE_URL): BuiltDoc[] {
  const docs: BuiltDoc[] = [];
  for (const file of filesUnder(buildDir)) {
    if (!file.endsWith('.html')) continue;
    const head = fs.readFileSync(path.join(buildDir, file), 'utf8').slice(0, 4000);
    const htmlClass = startTags(head, 'html')[0]?.attributes.class ?? '';
    const classes = htmlClass.split(/\s+/);
    if (!classes.includes('docs-doc-page')) continue;
    const version = classes
      .find((c) => c.startsWith('docs-version-'))
      ?.slice('docs-version-'.length);
    const rel = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    const url = rel === '' ? baseUrl : `${baseUrl}${rel}`;
    docs.push({ url, version: version ?? 'unknown' });
  }
  return docs.sort((a, b) => a.url.localeCompare(b.url));
}

export type RouteReport = {
  lines: string[];
  errors: string[];
};

export function compareRoutes(
  inventory: Inventory,
  built: BuiltDoc[],
  complete: Completeness,
  served: string[] = [],
): RouteReport {
  const lines: string[] = [];
  const errors: string[] = [];
  // A version's index is `/docs/next/` in the inventory and `next/index.html` in a build.

  const builtUrls = new Set(built.map((d) => urlKey(d.url)));
  const inventoryUrls = new Map<string, string>();
  for (const version of inventory.versions) {
    for (const doc of version.docs) inventoryUrls.set(urlKey(doc.permalink), version.name);
  }

  // A URL readers were once given keeps answering (routes/served.txt).
  for (const url of served)
    if (!inventoryUrls.has(urlKey(url)))
      errors.push(`previously served URL ${url} is no longer in the inventory`);

  // A URL that answers with a 301 (deploy/nginx) is no page of the build.
  const redirected = new Set(
    inventory.versions.flatMap((v) => v.docs.filter(redirectOf).map((d) => urlKey(d.permalink))),
  );
  const pendingUrls = new Set(
    inventory.versions.flatMap((v) =>
      v.docs.filter((d) => d.pending).map((d) => urlKey(d.permalink)),
    ),
  );

  for (const doc of built) {
    if (redirected.has(urlKey(doc.url)))
      errors.push(
        `built doc URL ${doc.url} answers with a 301 (routes/ours.json): remove its page`,
      );
    if (pendingUrls.has(urlKey(doc.url)))
      errors.push(
        `built doc URL ${doc.url} is still pending in the inventory: record its translation (npm run upstream:record -- <clone> <file>)`,
      );
    const expected = inventoryUrls.get(urlKey(doc.url));
    if (!expected)
      errors.push(`built doc URL not in the inventory: ${doc.url} (version ${doc.version})`);
    else if (expected !== doc.version)
      errors.push(
        `built doc URL ${doc.url} belongs to version ${expected}, built as ${doc.version}`,
      );
  }

  const builtVersions = new Set(built.map((d) => d.version));
  // A build of some versions (npm run check:quick, DOCS_VERSIONS) says once which it left out.
  const notBuilt = inventory.versions.filter((v) => !builtVersions.has(v.name));
  for (const version of inventory.versions) {
    if (notBuilt.includes(version) && builtVersions.size > 0) continue;
    const groups = new Map<string, string[]>();
    const pending = version.docs.filter((d) => d.pending);
    for (const doc of version.docs) {
      // Pending pages (English only, never served) are listed, not missing.
      if (doc.pending || redirected.has(urlKey(doc.permalink))) continue;
      const group = doc.sidebar ?? NO_SIDEBAR;
      groups.set(group, [...(groups.get(group) ?? []), doc.permalink]);
    }
    const pages = version.docs.filter((d) => !d.pending && !redirected.has(urlKey(d.permalink)));
    const present = pages.filter((d) => builtUrls.has(urlKey(d.permalink))).length;
    const redirects = version.docs.filter((d) => redirected.has(urlKey(d.permalink))).length;
    const detail = [...groups.entries()]
      .map(
        ([group, urls]) =>
          `${group} ${urls.filter((u) => builtUrls.has(urlKey(u))).length}/${urls.length}`,
      )
      .join(', ');
    lines.push(
      `${version.label.padEnd(3)} (${version.name}): ${present}/${pages.length} pages — ${detail}` +
        (redirects > 0 ? `, ${redirects} answering with a 301` : '') +
        (pending.length > 0 ? `; ${pending.length} pending (English only)` : ''),
    );
    for (const doc of pending) lines.push(`    pending: ${doc.permalink} (${doc.source})`);

    const declared = complete[version.name] ?? [];
    if (!builtVersions.has(version.name)) continue;
    for (const group of declared) {
      const urls = groups.get(group);
      if (!urls) {
        errors.push(`routes/complete.json: version ${version.name} has no group "${group}"`);
        continue;
      }
      const missing = urls.filter((u) => !builtUrls.has(urlKey(u)));
      if (missing.length === 0) lines.push(`    ${group}: complete`);
      for (const url of missing)
        errors.push(`missing from complete group ${version.name}/${group}: ${url}`);
    }
  }
  if (notBuilt.length > 0 && builtVersions.size > 0)
    lines.push(`not in this build, not checked: ${notBuilt.map((v) => v.label).join(', ')}`);
  return { lines, errors };
}
