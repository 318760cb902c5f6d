/**
 * Records, in each page's front matter, the upstream English file it now
 * follows: run it after bringing a page up to date with its diff, or after
 * translating a new (pending) page, which it then takes out of pending.
 * Usage: npm run upstream:record -- <clone> [--at REV] <page files...>
 * --at records the file as it was at an older upstream commit (default HEAD).
 * Refuses when the clone's HEAD lacks the commit a page already records;
 * warns when the clone is not on upstream's default branch. Updates the
 * recorded pages' English facts (upstream-facts/), no other page's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findVersion, readInventory } from '../src/versions/inventory';
import { readRecord, writeRecord } from '../tools/upstream/record';
import { branchWarning, refuseOlderClone } from '../tools/upstream/cloneCheck';
import { relinkToFiles } from '../tools/upstream/relink';
import { upstreamSource } from '../tools/upstream/sources';
import { writeVersionFacts } from '../tools/content/writeFacts';
import { findDocVersion, pageOfFile } from '../src/versions';
import { readEnglishState } from '../src/versions/freshness';
import { addUpstreamPage, settleSitePending } from '../tools/inventory/fromUpstream';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE = 'usage: npm run upstream:record -- <clone> [--at REV] <page files...>';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  const repo = upstreamRepo(positional[0], USAGE);
  const siteDir = process.cwd();
  const inventory = readInventory(siteDir);
  const english = readEnglishState(siteDir);
  const warning = branchWarning(repo);
  if (warning) console.warn(warning);
  const recorded = new Map<string, string[]>();
  for (const file of positional.slice(1)) {
    const page = pageOfFile(path.relative(siteDir, path.resolve(file)));
    const doc =
      page &&
      (findVersion(inventory, page.version).docs.find((d) => d.source === page.source) ??
        // New upstream, not yet in the inventory: added from the clone.
        addUpstreamPage(siteDir, repo, page.version, page.source));
    if (!page || !doc)
      throw new Error(
        `${file}: not a page of the route inventory, nor of upstream's ${positional[0]}`,
      );
    const version = findDocVersion(page.version);
    const upstream = upstreamSource(repo, version, doc, String(options.at ?? 'HEAD'));
    if (!upstream) throw new Error(`${file}: no upstream file for ${page.source}`);
    const text = fs.readFileSync(file, 'utf8');
    // A clone older than what the page already records would move its record back.
    const before = readRecord(text);
    if (before) refuseOlderClone(repo, [{ file, record: before }]);
    fs.writeFileSync(
      file,
      writeRecord(
        relinkToFiles(text, page.source, findVersion(inventory, page.version).docs),
        upstream,
      ),
    );
    console.log(`${file} ← ${upstream.path}@${upstream.commit} (${upstream.blob.slice(0, 8)})`);
    recorded.set(page.version, [...(recorded.get(page.version) ?? []), page.source]);
    // The English side the build compares with is the last sync's: a record
    // of newer English reads as behind until the next sync records it.
    const known = english?.files[upstream.path];
    if (known && known.blob !== upstream.blob)
      console.warn(
        `注意：${file} 依据的英文（${upstream.commit}）比最近一次同步记下的（${english.upstream}）新；下次同步合并之前，页面会显示“英文原文已更新”的提示。`,
      );
  }
  for (const [version, sources] of recorded) {
    const { file } = writeVersionFacts(siteDir, repo, findDocVersion(version), sources);
    console.log(`${path.relative(siteDir, file)}: ${sources.join(', ')}`);
  }
  // A new page, once translated and recorded, is served (routes/routes.json, routes/served.txt).
  for (const url of settleSitePending(siteDir))
    console.log(`${url}: no longer pending, now served`);
});
