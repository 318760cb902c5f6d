/**
 * Links to pages of the route inventory whose Chinese version is not written
 * yet point at the same path on the English site, marked "（英文）". Once the
 * page exists the link is local again with no edit. A written page of a
 * version outside this build (each version is a build of its own) is linked
 * as a plain address, loaded in full rather than by this build's router.
 * A link to a page whose URL answers with a 301 goes straight to where the
 * redirect leads. Links to paths outside the inventory are left alone, so
 * the link check still fails the build on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceOfFileLink } from '../versions/fileLinks';
import { readInventory, redirectOf, type Inventory } from '../versions/inventory';
import { docsDirOf, pageOfFile } from '../versions';
import { ENGLISH_SITE } from '../data/links';
import { BASE_URL } from '../site';

export const PENDING_LINK_CLASS = 'pending-translation-link';

type Options = { siteDir: string; includedVersions: string[]; inventory?: Inventory };

type LinkNode = {
  type: 'link';
  url: string;
  data?: { hProperties?: Record<string, unknown> };
  children: { type: string; value?: string }[];
};

type Target = { version: string; source: string; permalink: string; redirect?: string };

function splitHash(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

function normaliseRoute(pathname: string): string {
  const base = BASE_URL.replace(/\/$/, '');
  const withBase = pathname.startsWith(base) ? pathname : `${base}${pathname}`;
  return withBase.length > BASE_URL.length ? withBase.replace(/\/$/, '') : BASE_URL;
}

export function createPendingLinkResolver({ siteDir, includedVersions, inventory }: Options) {
  const inv = inventory ?? readInventory(siteDir);
  const bySource = new Map<string, Target>();
  const byPermalink = new Map<string, Target>();
  for (const version of inv.versions) {
    for (const doc of version.docs) {
      const target = {
        version: version.name,
        source: doc.source,
        permalink: doc.permalink,
        redirect: redirectOf(doc),
      };
      bySource.set(`${version.name}:${doc.source}`, target);
      byPermalink.set(
        doc.permalink.length > 6 ? doc.permalink.replace(/\/$/, '') : doc.permalink,
        target,
      );
    }
  }

  const isWritten = (t: Target) =>
    fs.existsSync(path.join(siteDir, docsDirOf(t.version), t.source));

  /**
   * Where a link to an inventory page outside this build goes: the English
   * page when ours is not written, else our page in its own build.
   */
  return function resolve(
    url: string,
    filePath: string,
  ): { url: string; english: boolean } | undefined {
    if (/^[a-z]+:/i.test(url) || url.startsWith('#')) return undefined;
    const [pathname, suffix] = splitHash(url);
    if (!pathname) return undefined;
    let target: Target | undefined;
    if (/\.mdx?$/.test(pathname)) {
      const from = pageOfFile(path.relative(siteDir, filePath));
      if (!from) return undefined;
      target = bySource.get(`${from.version}:${sourceOfFileLink(from.source, pathname)}`);
    } else if (pathname.startsWith('/')) {
      target = byPermalink.get(normaliseRoute(pathname));
    }
    if (!target) return undefined;
    // Its URL answers with a 301 (deploy/nginx): link where it leads, a page of another build.
    if (target.redirect) return { url: `pathname://${target.redirect}${suffix}`, english: false };
    if (!isWritten(target))
      return { url: `${ENGLISH_SITE}${target.permalink}${suffix}`, english: true };
    if (includedVersions.includes(target.version)) return undefined;
    return { url: `pathname://${target.permalink}${suffix}`, english: false };
  };
}

export default function remarkPendingLinks(options: Options) {
  const resolve = createPendingLinkResolver(options);
  return async (root: unknown, file: { path: string }) => {
    const { visit } = await import('unist-util-visit');
    visit(root as never, 'link', (node: LinkNode) => {
      const resolved = resolve(node.url, file.path);
      if (!resolved) return;
      node.url = resolved.url;
      if (!resolved.english) {
        // Docusaurus opens pathname:// links in a new tab unless told otherwise.
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_self' } };
        return;
      }
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          className: [PENDING_LINK_CLASS],
          title: '中文版尚未完成，此链接打开英文文档',
        },
      };
      node.children.push({ type: 'text', value: '（英文）' });
    });
  };
}
