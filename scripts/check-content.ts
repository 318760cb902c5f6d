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

export function lintTypography(text: string, file: string): Problem[] {
  const result = lintFor(text, file);
  return (result.lines ?? [])
    .filter((line) => line.severity === 1)
    .map((line) => ({
      line: line.l,
      message: `typography: "${line.old.trim()}" should be "${line.new.trim()}"`,
    }));
}

export function checkFile(file: string): Problem[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...checkPage(text), ...lintTypography(text, file)].sort((a, b) => a.line - b.line);
}

function main() {
  const siteDir = process.cwd();
  const files = process.argv.length > 2 ? process.argv.slice(2) : contentFiles(siteDir);
  let failures = 0;
  for (const file of files) {
    for (const problem of checkFile(file)) {
      failures += 1;
      console.error(`${path.relative(siteDir, file)}:${problem.line}: ${problem.message}`);
    }
  }
  console.log(`content check: ${files.length} files, ${failures} problems`);
  if (failures > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
