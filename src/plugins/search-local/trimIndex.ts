/**
 * Shrinks the search index files the plugin writes: a term keeps its first
 * position per section (enough for the excerpt; none in keywords, whose hits
 * show no excerpt) and scores one decimal; terms in COMMON_TERM_SHARE of the
 * sections (应用, 使用 …) still match but leave the ranking vectors (their
 * idf is near zero); stop words (src/data/searchStopWords.ts) go.
 */
import fs from 'node:fs';
import { SEARCH_STOP_WORDS } from '../../data/searchStopWords';
import { SearchDocumentKind } from '../../browser/search/searchResult';

const KEYWORDS: number = SearchDocumentKind.Keywords;

type Postings = Record<string, { position?: [number, number][] }>;
type InvertedEntry = [string, { _index: number } & Record<string, Postings | number>];
type LunrIndex = {
  fieldVectors: [string, number[]][];
  invertedIndex: InvertedEntry[];
  [key: string]: unknown;
};
export type SearchIndexFile = { documents: unknown[]; index: LunrIndex }[];

export const COMMON_TERM_SHARE = 0.006;
/** Below this many sections every term is kept whole: shares mean little. */
const MIN_SECTIONS_FOR_COMMON_TERMS = 200;

type TrimOptions = { maxPositions?: number; scoreDecimals?: number; commonTermShare?: number };

export function trimLunrIndex(
  index: LunrIndex,
  { maxPositions = 1, scoreDecimals = 1, commonTermShare = COMMON_TERM_SHARE }: TrimOptions = {},
): LunrIndex {
  const scale = 10 ** scoreDecimals;
  const sections = index.fieldVectors.length;
  const commonTerms = new Set<number>();
  const stopWords = new Set(SEARCH_STOP_WORDS);
  index.invertedIndex = index.invertedIndex.filter(([term, entry]) => {
    if (!stopWords.has(term)) return true;
    commonTerms.add(entry._index); // out of the vectors too
    return false;
  });
  for (const [, entry] of index.invertedIndex) {
    let sectionsWithTerm = 0;
    const fields = Object.entries(entry).filter(
      (field): field is [string, Postings] => field[0] !== '_index' && typeof field[1] !== 'number',
    );
    for (const [, postings] of fields) sectionsWithTerm += Object.keys(postings).length;
    const common =
      sections >= MIN_SECTIONS_FOR_COMMON_TERMS && sectionsWithTerm >= sections * commonTermShare;
    if (common) commonTerms.add(entry._index);
    for (const [, postings] of fields) {
      for (const metadata of Object.values(postings)) {
        // The client's excerpt builder needs a position per matched section.
        if (metadata.position && maxPositions === 0) delete metadata.position;
        else if (metadata.position && metadata.position.length > maxPositions) {
          metadata.position = metadata.position.slice(0, maxPositions);
        }
      }
    }
  }
  for (const field of index.fieldVectors) {
    const vector = field[1];
    const kept: number[] = [];
    // Vectors alternate term index and score.
    for (let i = 0; i < vector.length; i += 2) {
      if (!commonTerms.has(vector[i]))
        kept.push(vector[i], Math.round(vector[i + 1] * scale) / scale);
    }
    field[1] = kept;
  }
  return index;
}

export function trimSearchIndexFile(file: string): { before: number; after: number } {
  const raw = fs.readFileSync(file, 'utf8');
  let parsed: SearchIndexFile;
  try {
    parsed = JSON.parse(raw) as SearchIndexFile;
  } catch (error) {
    throw new Error(`${file}: not a search index (${(error as Error).message})`, {
      cause: error,
    });
  }
  parsed.forEach((part, kind) =>
    trimLunrIndex(part.index, kind === KEYWORDS ? { maxPositions: 0 } : {}),
  );
  const trimmed = JSON.stringify(parsed);
  fs.writeFileSync(file, trimmed);
  return { before: raw.length, after: trimmed.length };
}

/**
 * The search index files of a build, at its root: search-index.json for the
 * latest version, search-index-<path>.json for each other (./buildIndexes.ts).
 */
export function searchIndexFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir)
    .filter((name) => /^search-index(-[\w-]+)?\.json$/.test(name))
    .sort();
}
