/**
 * Rewrites the route inventory (routes/routes.json) from a clone of the
 * English docs: upstream's versions, pages and sidebars at its HEAD, plus
 * every page of the previous inventory that upstream deleted (see
 * tools/inventory/fromUpstream.ts). Fails if a URL of the previous inventory
 * would be lost.
 * Usage: npm run upstream:inventory -- <clone of capacitor-docs> [--rev REV] [--dry-run]
 */
import { followUpstream } from '../tools/inventory/fromUpstream';
import { INVENTORY_FILE } from '../src/versions/inventory';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE =
  'usage: npm run upstream:inventory -- <clone of ionic-team/capacitor-docs> [--rev REV] [--dry-run]';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['dry-run']);
  const repo = upstreamRepo(positional[0], USAGE);
  const write = !options['dry-run'];
  const { previous, next } = followUpstream(process.cwd(), repo, {
    rev: String(options.rev ?? 'HEAD'),
    write,
  });
  for (const version of next.versions) {
    const kept = version.docs.filter((d) => d.removed);
    const old = previous.versions.find((v) => v.name === version.name);
    console.log(
      `${version.label.padEnd(4)} ${version.name.padEnd(8)} ${version.path.padEnd(11)} ${version.docs.length} pages` +
        (old ? ` (was ${old.label} at ${old.path}, ${old.docs.length})` : ' (new)') +
        (kept.length ? `, ${kept.length} kept after upstream deleted them` : ''),
    );
    for (const doc of kept)
      console.log(
        `     kept ${doc.permalink} (${doc.removed!.path}, deleted in ${doc.removed!.commit})`,
      );
  }
  if (write) console.log(`\n${INVENTORY_FILE} now follows upstream ${next.source.commit}.`);
});
