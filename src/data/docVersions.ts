/**
 * The seven doc versions of the site, newest first, as SPEC §2 fixes them.
 * `name` is the Docusaurus version name (`current` is the `docs/` folder,
 * the others are `versioned_docs/version-<name>/`); `path` is the URL segment
 * under /docs/ ('' for the latest stable version).
 */
export type DocVersion = {
  name: string;
  label: string;
  path: string;
  banner?: 'unreleased' | 'unmaintained' | 'none';
};

export const LAST_VERSION = 'v7';

export const DOC_VERSIONS: DocVersion[] = [
  { name: 'current', label: 'v8', path: 'next', banner: 'unreleased' },
  { name: 'v7', label: 'v7', path: '' },
  { name: 'v6', label: 'v6', path: 'v6' },
  { name: 'v5', label: 'v5', path: 'v5' },
  { name: 'v4', label: 'v4', path: 'v4' },
  { name: 'v3', label: 'v3', path: 'v3' },
  { name: 'v2', label: 'v2', path: 'v2' },
];
