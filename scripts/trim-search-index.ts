/**
 * Shrinks the local search index files after the search plugin writes them,
 * without changing what a query finds: each term keeps the position of its
 * first occurrence per section (enough for the highlighted excerpt), and
 * term scores keep two decimals (enough to rank).
 */
import fs from 'node:fs';
import path from 'node:path';

type Postings = Record<string, { position?: [number, number][] }>;
type InvertedEntry = [string, { _index: number } & Record<string, Postings | number>];
type LunrIndex = {
  fieldVectors: [string, number[]][];
  invertedIndex: InvertedEntry[];
  [key: string]: unknown;
};
export type SearchIndexFile = { documents: unknown[]; index: LunrIndex }[];

export const SEARCH_INDEX_FILE = /^search-index.*\.json$/;

export function trimLunrIndex(index: LunrIndex, maxPositions = 1, scoreDecimals = 2): LunrIndex {
  const scale = 10 ** scoreDecimals;
  for (const [, entry] of index.invertedIndex) {
    for (const [field, postings] of Object.entries(entry)) {
      if (field === '_index' || typeof postings === 'number') continue;
      for (const metadata of Object.values(postings)) {
        if (metadata.position && metadata.position.length > maxPositions) {
          metadata.position = metadata.position.slice(0, maxPositions);
        }
      }
    }
  }
  for (const [, vector] of index.fieldVectors) {
    // Vectors alternate term index and score.
    for (let i = 1; i < vector.length; i += 2) {
      vector[i] = Math.round(vector[i] * scale) / scale;
    }
  }
  return index;
}

export function trimSearchIndexFile(file: string): { before: number; after: number } {
  const raw = fs.readFileSync(file, 'utf8');
  let parsed: SearchIndexFile;
  try {
    parsed = JSON.parse(raw) as SearchIndexFile;
  } catch (error) {
    throw new Error(`${file}: not a search index (${(error as Error).message})`);
  }
  for (const part of parsed) trimLunrIndex(part.index);
  const trimmed = JSON.stringify(parsed);
  fs.writeFileSync(file, trimmed);
  return { before: raw.length, after: trimmed.length };
}

/** Trims every search index in a build folder; returns the files trimmed. */
export function trimSearchIndexes(outDir: string): string[] {
  const files = fs
    .readdirSync(outDir)
    .filter((name) => SEARCH_INDEX_FILE.test(name))
    .map((name) => path.join(outDir, name));
  for (const file of files) trimSearchIndexFile(file);
  return files;
}
