/**
 * The example check of one doc version: its pages' TypeScript/JavaScript
 * blocks compiled against its package set, the reference blocks of its
 * plugin API pages left to the signature comparison (signatures.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeBlocks } from './blocks';
import ts from 'typescript';
import crypto from 'node:crypto';
import {
  compileBlocks,
  type BlockResult,
  type PageBlock,
  type RawProblem,
  type ResultCache,
} from './compile';
import { markdownPages } from '../../src/versions/files';

/** The line of a plugin page's `## API {#api}` heading: the generated reference starts there. */
export function apiReferenceLine(page: string): number | undefined {
  const index = page.split('\n').findIndex((line) => /^##\s.*\{#api\}\s*$/.test(line));
  return index < 0 ? undefined : index + 1;
}

/** A version's example blocks (reference blocks of API pages excluded), pages relative to the site root. */
export function exampleBlocks(siteDir: string, docsDir: string): PageBlock[] {
  const out: PageBlock[] = [];
  for (const file of markdownPages(path.join(siteDir, docsDir))) {
    const rel = path.relative(siteDir, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const reference = /\/apis\/[^/]+\.md$/.test(rel) ? apiReferenceLine(text) : undefined;
    codeBlocks(text, rel).forEach((block, index) => {
      if (reference !== undefined && block.fenceLine > reference) return;
      out.push({ page: rel, index, block });
    });
  }
  return out;
}

export type VersionReport = { label: string; results: BlockResult[] };

/** The reader's own functions, variables and files that `example=fragment` blocks use. */
// Not a .d.ts of this project: its globals exist only in the fragments' programs.
export const READER_DECLARATIONS = path.join(__dirname, 'reader-declarations.d.ts.txt');

/** The results cache is valid for one compiler and one version of the compile step. */
function cacheStamp(): string {
  return crypto
    .createHash('sha256')
    .update(ts.version)
    .update(fs.readFileSync(path.join(__dirname, 'compile.ts')))
    .update(fs.readFileSync(path.join(__dirname, 'blocks.ts')))
    .digest('hex');
}

/** Compiles a version's blocks; results of unchanged blocks come from the package set's folder (`useCache`). */
export function checkVersion(
  siteDir: string,
  label: string,
  docsDir: string,
  packageRoot: string,
  useCache = true,
): VersionReport {
  const file = path.join(packageRoot, '.results.json');
  const stamp = cacheStamp();
  let cache: ResultCache = new Map();
  if (useCache && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      stamp: string;
      entries: [string, RawProblem[]][];
    };
    if (saved.stamp === stamp) cache = new Map(saved.entries);
  }
  const declarations = fs.readFileSync(READER_DECLARATIONS, 'utf8');
  const results = compileBlocks(packageRoot, exampleBlocks(siteDir, docsDir), cache, declarations);
  fs.writeFileSync(file, JSON.stringify({ stamp, entries: [...cache] }));
  return { label, results };
}

export function summary(
  results: BlockResult[],
): Record<'blocks' | 'alone' | 'page' | 'marked' | 'failed', number> {
  const count = (o: BlockResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    blocks: results.length,
    alone: count('alone'),
    page: count('page'),
    marked: count('marked'),
    failed: count('failed') + count('stale-marker'),
  };
}

export function formatProblems(r: BlockResult): string[] {
  if (r.outcome === 'stale-marker') {
    return [
      `${r.page}:${r.block.fenceLine}: example=${r.block.marker!.kind} but the block compiles; drop the marker`,
    ];
  }
  if (r.outcome !== 'failed') return [];
  return r.problems.map((p) => {
    const head = `${p.page}:${p.line}: ${p.message}`;
    if (!p.declaration) return head;
    const text = p.declaration.text
      .split('\n')
      .map((l) => `      ${l}`)
      .join('\n');
    return `${head}\n    declared in ${p.declaration.file}:${p.declaration.line}\n${text}`;
  });
}
