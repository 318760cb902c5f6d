/**
 * File links between pages of one version, as Docusaurus resolves them:
 * relative to the linking page, or from the version's docs folder when they
 * start with `/`. Sources are paths inside a version folder (`apis/camera.md`).
 */
import path from 'node:path';

/** The source a file link (without hash) from `fromSource` points at. */
export function sourceOfFileLink(fromSource: string, link: string): string {
  return link.startsWith('/')
    ? link.slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(fromSource), link));
}

/** The relative file link from one page to another (`../main/ios/index.md`). */
export function fileLinkTo(fromSource: string, toSource: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromSource), toSource);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
