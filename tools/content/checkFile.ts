/**
 * Everything the content check finds on one page: the rules of
 * ./rules.ts, the upstream record, the facts of the English page
 * (./factsCheck.ts), Chinese/Latin spacing and punctuation linted by
 * autocorrect, and the glossary (./glossaryCheck.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintFor } from 'autocorrect-node';
import type { Inventory } from '../../src/versions/inventory';
import { recordProblems } from '../upstream/recordCheck';
import { factProblems } from './factsCheck';
import { checkPage, type Problem } from './rules';
import { glossaryProblems } from './glossaryCheck';
import matter from 'gray-matter';
import { noteDateProblem, translatorNotesIn } from '../../src/remark/translatorNotes';
import { pageSources } from '../../src/remark/sourceDates';

/**
 * Access dates (src/remark/sourceDates.ts): each translator's note citing a
 * page that can change, and each source of a page of ours.
 */
export function sourceDateProblems(text: string, now: Date): Problem[] {
  const notes = translatorNotesIn(text).flatMap((note) => {
    const message = noteDateProblem(note.sources, note.accessed, now);
    return message ? [{ line: note.line, message }] : [];
  });
  const ours = matter(text).data.origin === 'ours' ? pageSources(text, now).problems : [];
  return [...notes, ...ours];
}

export function lintTypography(text: string, file: string): Problem[] {
  const result = lintFor(text, file);
  return (result.lines ?? [])
    .filter((line) => line.severity === 1)
    .map((line) => ({
      line: line.l,
      message: `typography: "${line.old.trim()}" should be "${line.new.trim()}"`,
    }));
}

export function checkFile(siteDir: string, file: string, inventory: Inventory): Problem[] {
  const text = fs.readFileSync(file, 'utf8');
  const records = recordProblems(path.relative(siteDir, file), text, inventory).map((message) => ({
    line: 1,
    message,
  }));
  const facts = factProblems(siteDir, path.relative(siteDir, file), text);
  return [
    ...checkPage(text),
    ...records,
    ...facts,
    ...lintTypography(text, file),
    ...glossaryProblems(text),
    ...sourceDateProblems(text, new Date()),
  ].sort((a, b) => a.line - b.line);
}
