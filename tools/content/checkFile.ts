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
  ].sort((a, b) => a.line - b.line);
}
