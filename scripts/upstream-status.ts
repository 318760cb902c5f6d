/**
 * Translation status against upstream, per version: up to date, stale (with
 * the English diff to apply), unrecorded, and inventory pages not written.
 * Usage: npm run upstream:status -- <clone of capacitor-docs> [--version v7] [--summary] [--write]
 * --write also writes the English state the build reads to mark pages
 * whose English changed (routes/upstream-english.json, as the weekly sync
 * does; tools/upstream/freshness.ts). It refuses when the clone's HEAD
 * lacks a commit a page already records, and warns when the clone is not
 * on upstream's default branch.
 * Exit status 1 when a page is stale or has no record.
 */
import { findVersion, readInventory } from '../src/versions/inventory';
import { isUpToDate, versionStatus, type PageStatus } from '../tools/upstream/status';
import { ENGLISH_STATE_FILE, pageFreshness } from '../src/versions/freshness';
import { englishStateOf, writeEnglishState } from '../tools/upstream/freshness';
import { branchWarning, refuseOlderClone } from '../tools/upstream/cloneCheck';
import { DOC_VERSIONS, writtenVersions } from '../src/versions';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE =
  'usage: npm run upstream:status -- <clone of ionic-team/capacitor-docs> [--version NAME] [--summary] [--write]';

export function report(label: string, statuses: PageStatus[], withDiffs: boolean): string {
  const count = (state: PageStatus['state']) => statuses.filter((s) => s.state === state);
  const lines = [
    `## ${label}: ${count('up-to-date').length} up to date, ${count('stale').length} stale, ` +
      `${count('unrecorded').length} unrecorded, ${count('missing').length} not written, ` +
      `${count('ours').length} ours, ${count('redirected').length} redirected`,
  ];
  for (const s of statuses) {
    if (s.state === 'up-to-date' && s.removedUpstream)
      lines.push(
        `kept      ${s.file} (removed upstream; follows ${s.record.path}@${s.record.commit})`,
      );
    if (s.state === 'stale') {
      lines.push(
        `stale     ${s.file} (recorded ${s.record.blob.slice(0, 8)}, upstream ${s.upstream.path} is ${s.upstream.blob.slice(0, 8)})`,
      );
      if (withDiffs) lines.push(s.diff.trimEnd());
    }
    if (s.state === 'unrecorded') lines.push(`unrecorded ${s.file}: ${s.problem}`);
    if (s.state === 'no-upstream') lines.push(`no upstream file for ${s.file}`);
    if (s.state === 'ours') lines.push(`ours      ${s.file} (our own page, no English to follow)`);
    if (s.state === 'redirected') lines.push(`redirect  ${s.file} (answers with a 301 to ${s.to})`);
  }
  const missing = count('missing');
  if (missing.length > 0 && missing.length < statuses.length)
    for (const s of missing) lines.push(`not written ${s.file}`);
  return lines.join('\n');
}

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['summary', 'write']);
  if (options.write && options.version)
    throw new Error('--write records every version: leave out --version');
  const repo = upstreamRepo(positional[0], USAGE);
  const siteDir = process.cwd();
  const inventory = readInventory(siteDir);
  const written = writtenVersions(siteDir);
  const names = options.version ? [String(options.version)] : DOC_VERSIONS.map((v) => v.name);
  let upToDate = true;
  const all: PageStatus[] = [];
  for (const version of DOC_VERSIONS.filter((v) => names.includes(v.name))) {
    const statuses = versionStatus({
      siteDir,
      repo,
      version,
      inventoryVersion: findVersion(inventory, version.name),
    });
    const label = `${version.label} (${version.name}${written.includes(version.name) ? '' : ', not started'})`;
    console.log(report(label, statuses, !options.summary));
    upToDate &&= isUpToDate(statuses);
    all.push(...statuses);
  }
  if (options.write) {
    const warning = branchWarning(repo);
    if (warning) console.warn(warning);
    refuseOlderClone(
      repo,
      all.flatMap((s) => ('record' in s ? [{ file: s.file, record: s.record }] : [])),
    );
    const english = englishStateOf(repo);
    writeEnglishState(siteDir, english);
    const behind = all.filter(
      (s) => 'record' in s && pageFreshness(s.record, english)?.stale,
    ).length;
    console.log(
      `\n${ENGLISH_STATE_FILE}: ${Object.keys(english.files).length} English files at ${english.upstream}; ${behind} pages behind their English`,
    );
  }
  console.log(
    upToDate ? '\nEvery written page is up to date.' : '\nSome pages are stale or unrecorded.',
  );
  return upToDate ? 0 : 1;
});
