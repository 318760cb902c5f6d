/**
 * Writes upstream-facts/<version label>.txt: the names and numbers of the
 * English page each written page records (front matter `upstream.blob`),
 * which the content check compares our pages with offline. The weekly sync
 * rewrites every page's; `upstream:record` only the pages it records, so a
 * translator's diff never touches another page's facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { DocVersion } from '../../src/versions';
import { markdownPages } from '../../src/versions/files';
import { apiReferenceLines, englishFacts } from './facts';
import { FACTS_DIR, factsFileOf, formatFacts, parseFacts, type EnglishFacts } from './factsFile';
import { readBlob, type UpstreamRepo } from '../common/git';
import { readRecord } from '../upstream/record';

/** The facts of the English a page records; none for pages of our own or without a record. */
export function recordedFacts(repo: UpstreamRepo, pageText: string): EnglishFacts | undefined {
  const record = readRecord(pageText);
  if (!record || matter(pageText).data.origin === 'ours') return undefined;
  const english = readBlob(repo, record.blob);
  return {
    blob: record.blob,
    lineCount: english.split('\n').length,
    facts: englishFacts(english),
    api: apiReferenceLines(english),
  };
}

/**
 * Rewrites a version's facts file: from every page of the version, or, with
 * `only` (sources such as `apis/camera.md`), those pages' entries in the file
 * as it is, every other entry kept byte for byte. Returns the file's path.
 */
export function writeVersionFacts(
  siteDir: string,
  repo: UpstreamRepo,
  version: DocVersion,
  only?: string[],
): { file: string; pages: number } {
  const docsDir = path.join(siteDir, version.docsDir);
  const file = factsFileOf(siteDir, version.label);
  const pages =
    only && fs.existsSync(file)
      ? parseFacts(fs.readFileSync(file, 'utf8'), path.relative(siteDir, file))
      : new Map<string, EnglishFacts>();
  const sources =
    only ?? markdownPages(docsDir).map((f) => path.relative(docsDir, f).split(path.sep).join('/'));
  for (const source of sources) {
    const facts = recordedFacts(repo, fs.readFileSync(path.join(docsDir, source), 'utf8'));
    if (facts) pages.set(source, facts);
    else pages.delete(source);
  }
  fs.mkdirSync(path.join(siteDir, FACTS_DIR), { recursive: true });
  fs.writeFileSync(file, formatFacts(version.label, pages));
  return { file, pages: pages.size };
}
