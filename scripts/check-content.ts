/**
 * Content check over every page: Chinese title, Chinese prose, no placeholder
 * text, an upstream record, and Chinese/Latin spacing and punctuation.
 * Usage: npm run check:content [-- files...]
 */
import path from 'node:path';
import { checkFile } from '../tools/content/checkFile';
import { contentFiles } from '../src/versions/files';
import { readInventory } from '../src/versions/inventory';
import { runMain } from './lib/run-main';

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
