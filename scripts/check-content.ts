/**
 * Content check over every page: Chinese title, Chinese prose, no placeholder
 * text, an upstream record, the facts of the English page, and Chinese/Latin
 * spacing and punctuation.
 * Usage: npm run check:content [-- [--upstream <clone>] files...]
 * Without files it also checks the facts data (upstream-facts/) against the pages.
 * With --upstream, each facts problem is followed by the text of the English
 * line it names, read from that clone of the English docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkFile } from '../tools/content/checkFile';
import { factsDataProblems } from '../tools/content/factsCheck';
import { readBlob } from '../tools/common/git';
import { readRecord } from '../tools/upstream/record';
import { contentFiles } from '../src/versions/files';
import { readInventory } from '../src/versions/inventory';
import { parseArgs, upstreamRepo } from './lib/args';
import { runMain } from './lib/run-main';

/** The English line a facts problem names, from the page's recorded blob in the clone. */
function englishLineOf(clone: string, file: string, message: string): string | undefined {
  const line = /^facts: .* (?:at|line) \S+?:(\d+)/.exec(message)?.[1];
  const record = line ? readRecord(fs.readFileSync(file, 'utf8')) : undefined;
  if (!line || !record) return undefined;
  const text = readBlob({ dir: clone }, record.blob).split('\n')[Number(line) - 1];
  return text === undefined ? undefined : `    English ${line}: ${text.trim()}`;
}

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  const siteDir = process.cwd();
  const clone =
    typeof options.upstream === 'string'
      ? upstreamRepo(options.upstream, 'usage: --upstream <clone of capacitor-docs>').dir
      : undefined;
  const inventory = readInventory(siteDir);
  const files =
    positional.length > 0 ? positional.map((f) => path.resolve(f)) : contentFiles(siteDir);
  let failures = 0;
  for (const file of files) {
    for (const problem of checkFile(siteDir, file, inventory)) {
      failures += 1;
      console.error(`${path.relative(siteDir, file)}:${problem.line}: ${problem.message}`);
      const english = clone && englishLineOf(clone, file, problem.message);
      if (english) console.error(english);
    }
  }
  // The facts data as a whole: only on a full run, so a check of one page reports that page alone.
  if (positional.length === 0)
    for (const problem of factsDataProblems(siteDir)) {
      failures += 1;
      console.error(`${problem.file}:${problem.line}: facts: ${problem.message}`);
    }
  console.log(`content check: ${files.length} files, ${failures} problems`);
  return failures > 0 ? 1 : 0;
});
