/**
 * The weekly upstream sync (tools/upstream/sync.ts): updates the route
 * inventory, pages that need no translator and the freshness file, and
 * writes the pull request body listing what translators have to do.
 * Usage: npm run upstream:sync -- <clone of capacitor-docs> [--body FILE]
 */
import fs from 'node:fs';
import { pullRequestBody, syncWithUpstream } from '../tools/upstream/sync';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE = 'usage: npm run upstream:sync -- <clone of ionic-team/capacitor-docs> [--body FILE]';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  const repo = upstreamRepo(positional[0], USAGE);
  const result = syncWithUpstream(process.cwd(), repo);
  const body = pullRequestBody(result);
  if (options.body) fs.writeFileSync(String(options.body), body);
  else process.stdout.write(body);
  const stale = Object.values(result.freshness.pages).filter((p) => p.stale).length;
  console.error(
    `upstream ${result.upstream}: ${result.copied.length} copied, ${result.editLinksUpdated.length} edit links updated, ${stale} pages behind their English`,
  );
});
