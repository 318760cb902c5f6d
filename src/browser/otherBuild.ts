import { versionAt, type VersionLinks } from './versionLinks';
import { savePreferredVersion } from './preferredVersion';

/** Marks a link that loads another build's page itself (pathname://) and has its own click handler. */
export const VERSION_SWITCH_ATTRIBUTE = 'data-version-switch';

/**
 * The path a followed link leads to, when it is a page of another build
 * (each doc version is one): this build's router has no route for it, so the
 * browser should load it. Undefined for links this build serves, other
 * sites, new tabs, modified clicks and version switches.
 */
export function otherBuildPath(
  links: VersionLinks,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>,
  origin: string,
): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self') return undefined;
  if (anchor.hasAttribute(VERSION_SWITCH_ATTRIBUTE)) return undefined;
  const url = new URL(anchor.getAttribute('href')!, `${origin}/`);
  if (url.origin !== origin) return undefined;
  const version = versionAt(links, url.pathname);
  return version && !(version.name in links.moved) ? url.pathname : undefined;
}

/**
 * A link to the page at `url` in version `name` (the version dropdown, the
 * banner): loaded in full, as another build's page, in the same tab
 * (Docusaurus opens pathname:// links in a new one unless told), saving the
 * reader's choice of version.
 */
export function versionSwitchLink(name: string, url: string) {
  return {
    to: `pathname://${url}`,
    target: '_self',
    [VERSION_SWITCH_ATTRIBUTE]: true,
    onClick: () => savePreferredVersion(name),
  };
}
