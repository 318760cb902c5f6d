/**
 * The weekly upstream sync (tools/upstream/sync.ts): updates the route
 * inventory, pages that need no translator and the English state, and
 * writes the pull request body listing what translators have to do.
 * Usage: npm run upstream:sync -- <clone of capacitor-docs> [--body FILE] [--github-token]
 * --github-token: the pull request will be opened with the workflow's
 * GITHUB_TOKEN, so the body says how to start CI on it.
 * In GitHub Actions it sets the step output `changed` (true/false): with
 * nothing changed there is no pull request to open.
 */
import fs from 'node:fs';
import { pullRequestBody, syncWithUpstream } from '../tools/upstream/sync';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE =
  'usage: npm run upstream:sync -- <clone of ionic-team/capacitor-docs> [--body FILE] [--github-token]';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['github-token']);
  const repo = upstreamRepo(positional[0], USAGE);
  const result = syncWithUpstream(process.cwd(), repo);
  const body = pullRequestBody(result, { ciStartsItself: !options['github-token'] });
  if (process.env.GITHUB_OUTPUT)
    fs.appendFileSync(process.env.GITHUB_OUTPUT, `changed=${result.changed}\n`);
  if (options.body) fs.writeFileSync(String(options.body), body);
  else process.stdout.write(body);
  const stale = [...result.statuses.values()].flat().filter((s) => s.state === 'stale').length;
  console.error(
    `upstream ${result.upstream}: ${result.changed ? 'changes to propose' : 'nothing changed (no pull request)'}, ${result.copied.length} copied, ${result.editLinksUpdated.length} edit links updated, ${stale} pages behind their English`,
  );
});
