/**
 * Writes upstream-facts/<version label>.txt: the names and numbers of the
 * English page each written page records (front matter `upstream.blob`),
 * which the content check compares our pages with offline.
 * Usage: npm run upstream:facts -- <clone of capacitor-docs>
 * Run it after `upstream:record` or `upstream:sync` changed a record.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { writtenDocVersions } from '../src/versions';
import { markdownPages } from '../src/versions/files';
import { apiReferenceLines, englishFacts } from '../tools/content/facts';
import { FACTS_DIR, factsFileOf, formatFacts, type EnglishFacts } from '../tools/content/factsFile';
import { readBlob } from '../tools/common/git';
import { readRecord } from '../tools/upstream/record';
import { runMain } from './lib/run-main';
import { upstreamRepo } from './lib/args';

const USAGE = 'usage: npm run upstream:facts -- <clone of ionic-team/capacitor-docs>';

runMain(__filename, (args) => {
  const repo = upstreamRepo(args[0], USAGE);
  const siteDir = process.cwd();
  fs.mkdirSync(path.join(siteDir, FACTS_DIR), { recursive: true });
  for (const version of writtenDocVersions(siteDir)) {
    const docsDir = path.join(siteDir, version.docsDir);
    const pages = new Map<string, EnglishFacts>();
    for (const file of markdownPages(docsDir)) {
      const text = fs.readFileSync(file, 'utf8');
      const record = readRecord(text);
      if (!record || matter(text).data.origin === 'ours') continue;
      const english = readBlob(repo, record.blob);
      pages.set(path.relative(docsDir, file).split(path.sep).join('/'), {
        blob: record.blob,
        lineCount: english.split('\n').length,
        facts: englishFacts(english),
        api: apiReferenceLines(english),
      });
    }
    const out = factsFileOf(siteDir, version.label);
    fs.writeFileSync(out, formatFacts(version.label, pages));
    console.log(`${path.relative(siteDir, out)}: ${pages.size} pages`);
  }
});
