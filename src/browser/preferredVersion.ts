/**
 * The version a reader chose last (in the version dropdown or the banner),
 * kept in localStorage under the docs plugin's key. Docusaurus's own copy of
 * it (versionPersistence) would clear any version missing from the build
 * the reader is on, and each version is a build of its own here.
 */
import { DOCS_PLUGIN_ID } from '../site';

export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export function readPreferredVersion(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

export function savePreferredVersion(name: string): void {
  try {
    window.localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for the page only.
  }
}

/** Clears a saved version that is not one of `names` (a version since removed). */
export function dropUnknownPreferredVersion(names: readonly string[]): void {
  const saved = readPreferredVersion();
  if (saved === null || names.includes(saved)) return;
  try {
    window.localStorage.removeItem(PREFERRED_VERSION_KEY);
  } catch {
    // As above.
  }
}
