/**
 * Everything the content check finds on one page: the rules of
 * ./rules.ts, the upstream record, Chinese/Latin spacing and
 * punctuation linted by autocorrect, and the glossary (./glossaryCheck.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintFor } from 'autocorrect-node';
import type { Inventory } from '../../src/versions/inventory';
import { recordProblems } from '../upstream/recordCheck';
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
  return [
    ...checkPage(text),
    ...records,
    ...lintTypography(text, file),
    ...glossaryProblems(text),
  ].sort((a, b) => a.line - b.line);
}
