/**
 * Starts a version from its next-newer one (see tools/upstream/derive.ts).
 * Usage: npm run upstream:derive -- <version> <clone> [--from NAME] [--report DIR] [--dry-run]
 * --report writes, per page left to translate, the English diff (<page>.diff)
 * or the whole English file of a page new in this version (<page>.en.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { findVersion, readInventory } from '../src/versions/inventory';
import { deriveVersion } from '../tools/upstream/derive';
import { derivedFrom, findDocVersion } from '../src/versions';
import { settleSitePending } from '../tools/inventory/fromUpstream';
import { runMain } from './lib/run-main';
import { parseArgs, upstreamRepo } from './lib/args';

const USAGE =
  'usage: npm run upstream:derive -- <version> <clone of ionic-team/capacitor-docs> [--from NAME] [--report DIR] [--dry-run]';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args, ['dry-run']);
  if (!positional[0]) throw new Error(USAGE);
  const repo = upstreamRepo(positional[1], USAGE);
  const siteDir = process.cwd();
  const inventory = readInventory(siteDir);
  const target = findDocVersion(positional[0]);
  const from = findDocVersion(String(options.from ?? derivedFrom(target.name)));
  const pages = deriveVersion(
    {
      siteDir,
      repo,
      target: { version: target, docs: findVersion(inventory, target.name).docs },
      from: { version: from, docs: findVersion(inventory, from.name).docs },
    },
    { write: !options['dry-run'] },
  );
  const reportDir = options.report ? path.resolve(String(options.report)) : undefined;
  let problems = 0;
  for (const page of pages) {
    if (page.state === 'copied') {
      console.log(`copied    ${page.file} ← ${page.from}`);
      for (const link of page.brokenLinks) {
        problems += 1;
        console.log(`  link to ${link} names no page of ${target.label}: fix it in ${page.file}`);
      }
      for (const note of page.notes)
        console.log(
          `  译者注 at ${page.file}:${note.line} was verified for ${from.label}: check it against ${target.label} (keep, correct or remove)`,
        );
    } else if (page.state === 'changed' || page.state === 'new') {
      const kind = page.state === 'changed' ? 'translate the diff' : 'translate in full';
      console.log(`${page.state.padEnd(9)} ${page.file} (${kind}: ${page.upstream.path})`);
      if (reportDir) {
        const out = path.join(
          reportDir,
          page.source + (page.state === 'changed' ? '.diff' : '.en.md'),
        );
        fs.mkdirSync(path.dirname(out), { recursive: true });
        fs.writeFileSync(out, page.state === 'changed' ? page.diff : page.english);
      }
    } else if (page.state === 'no-upstream') {
      problems += 1;
      console.log(`no upstream file for ${page.file}`);
    } else if (page.state === 'redirected') {
      console.log(`redirect  ${page.file} (its URL answers with a 301 to ${page.to})`);
    } else if (page.state === 'ours') {
      console.log(`ours      ${page.file} (our own page, no English: write it)`);
    }
  }
  // Copied pages are served from now on: no longer pending.
  if (!options['dry-run']) settleSitePending(siteDir);
  const count = (state: string) => pages.filter((p) => p.state === state).length;
  console.log(
    `\n${target.label} from ${from.label}: ${count('copied')} copied, ${count('changed')} to update from a diff, ` +
      `${count('new')} new, ${count('exists')} already written`,
  );
  return problems > 0 ? 1 : 0;
});
