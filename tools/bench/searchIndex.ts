/** Sizes of a build's local search indexes, one per version. */
import path from 'node:path';
import { searchIndexFiles } from '../../src/plugins/search-local/trimIndex';
import { DOC_VERSIONS, type DocVersion } from '../../src/versions';
import { fileSize, type FileSize } from './sizes';

export type SearchIndexSize = FileSize & {
  /** Version label (v8, v7 …), or the folder when no version has it. */
  version: string;
};

/**
 * The version whose index a file is: search-index.json is the latest
 * version's, search-index-<path>.json the version at that path's (next, v6 …).
 */
export function versionOfIndexFile(
  file: string,
  versions: Pick<DocVersion, 'label' | 'path'>[] = DOC_VERSIONS,
): string {
  const context = /^search-index(?:-(.+))?\.json$/.exec(path.basename(file))?.[1] ?? '';
  return versions.find((v) => v.path === context)?.label ?? context;
}

/** Every search index of a build, in the order of DOC_VERSIONS (newest first). */
export function searchIndexSizes(buildDir: string): SearchIndexSize[] {
  const order = (label: string) => {
    const index = DOC_VERSIONS.findIndex((v) => v.label === label);
    return index === -1 ? DOC_VERSIONS.length : index;
  };
  return searchIndexFiles(buildDir)
    .map((file) => {
      const rel = file.split(path.sep).join('/');
      return { ...fileSize(buildDir, rel), version: versionOfIndexFile(rel) };
    })
    .sort((a, b) => order(a.version) - order(b.version) || a.file.localeCompare(b.file));
}
