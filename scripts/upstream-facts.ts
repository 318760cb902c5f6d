/**
 * Rewrites upstream-facts/<version label>.txt for every written version from
 * the English each page records (tools/content/writeFacts.ts): the weekly sync
 * runs it; `upstream:record` updates the recorded pages' entries itself.
 * Usage: npm run upstream:facts -- <clone of capacitor-docs>
 */
import path from 'node:path';
import { writtenDocVersions } from '../src/versions';
import { writeVersionFacts } from '../tools/content/writeFacts';
import { runMain } from './lib/run-main';
import { upstreamRepo } from './lib/args';

const USAGE = 'usage: npm run upstream:facts -- <clone of ionic-team/capacitor-docs>';

runMain(__filename, (args) => {
  const repo = upstreamRepo(args[0], USAGE);
  const siteDir = process.cwd();
  for (const version of writtenDocVersions(siteDir)) {
    const { file, pages } = writeVersionFacts(siteDir, repo, version);
    console.log(`${path.relative(siteDir, file)}: ${pages} pages`);
  }
});
