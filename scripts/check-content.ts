/**
 * Content check over every page: Chinese title, Chinese prose, no placeholder
 * text, and Chinese/Latin spacing and punctuation linted by autocorrect.
 * Usage: npm run check:content [-- files...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintFor } from 'autocorrect-node';
import { checkPage, type Problem } from './content-rules';
import { contentFiles } from './lib/content-files';
import { readInventory, type Inventory } from '../src/inventory/routeInventory';
import { recordProblems } from '../src/upstream/recordCheck';
import { runMain } from './lib/run-main';

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
  return [...checkPage(text), ...records, ...lintTypography(text, file)].sort(
    (a, b) => a.line - b.line,
  );
}

runMain(__filename, (args) => {
  const siteDir = process.cwd();
  const inventory = readInventory(siteDir);
  const files = args.length > 0 ? args.map((f) => path.resolve(f)) : contentFiles(siteDir);
  let failures = 0;
  for (const file of files) {
    for (const problem of checkFile(siteDir, file, inventory)) {
      failures += 1;
      console.error(`${path.relative(siteDir, file)}:${problem.line}: ${problem.message}`);
    }
  }
  console.log(`content check: ${files.length} files, ${failures} problems`);
  return failures > 0 ? 1 : 0;
});
