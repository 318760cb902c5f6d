/**
 * Starts a version from its next-newer one. A page whose upstream English is
 * identical in both versions (same blob) is our Chinese page of the newer
 * version, with the record renamed and route links turned into file links so
 * it links inside its own version. Every other page is left for a
 * translator, with the English diff to apply (or the whole file when the
 * page is new in this version).
 *
 * Translator's notes (`:::translator-note`) are ours, not the English's: a
 * copied page keeps them as they are, and the result lists them, since each
 * was verified against the newer version's CLI or platform and must be
 * checked (or removed) for this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { redirectOf, type InventoryDoc } from '../../src/versions/inventory';
import type { DocVersion } from '../../src/versions';
import { sourceOfFileLink } from '../../src/versions/fileLinks';
import { diffSince, readBlob, type UpstreamRepo } from '../common/git';
import { readRecord, writeRecord } from './record';
import { relinkToFiles } from './relink';
import { translatorNotesIn, type TranslatorNote } from '../../src/remark/translatorNotes';
import { upstreamSource, type UpstreamSource } from './sources';

type VersionInput = {
  version: Pick<DocVersion, 'name' | 'docsDir' | 'upstreamDir'>;
  docs: Pick<InventoryDoc, 'id' | 'source' | 'permalink' | 'removed' | 'origin'>[];
};

export type DeriveInput = {
  siteDir: string;
  repo: UpstreamRepo;
  target: VersionInput;
  from: VersionInput;
};

type Base = { source: string; file: string };

export type DerivedPage =
  | (Base & { state: 'exists' })
  | (Base & { state: 'copied'; from: string; brokenLinks: string[]; notes: TranslatorNote[] })
  | (Base & { state: 'changed'; from: string; upstream: UpstreamSource; diff: string })
  | (Base & { state: 'new'; upstream: UpstreamSource; english: string })
  | (Base & { state: 'no-upstream' })
  | (Base & { state: 'redirected'; to: string })
  | (Base & { state: 'ours' });

/** File links of a page that name no page of the version (they would break its build). */
export function linksOutsideVersion(text: string, pageSource: string, sources: Set<string>) {
  return [...text.matchAll(/\]\(([^)\s#?]+\.mdx?)(?:[#?][^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((link) => !sources.has(sourceOfFileLink(pageSource, link)));
}

export function deriveVersion(input: DeriveInput, { write }: { write: boolean }): DerivedPage[] {
  const { siteDir, repo, target, from } = input;
  const targetSources = new Set(target.docs.map((d) => d.source));
  return target.docs.map((doc): DerivedPage => {
    const file = path.join(target.version.docsDir, doc.source);
    const base = { source: doc.source, file };
    if (fs.existsSync(path.join(siteDir, file))) return { ...base, state: 'exists' };
    // Nothing to write: the URL answers with a 301, or the page is ours to write (no English).
    const to = redirectOf(doc);
    if (to) return { ...base, state: 'redirected', to };
    if (doc.origin === 'ours') return { ...base, state: 'ours' };
    const upstream = upstreamSource(repo, target.version, doc);
    if (!upstream) return { ...base, state: 'no-upstream' };

    const newer =
      from.docs.find((d) => d.source === doc.source) ?? from.docs.find((d) => d.id === doc.id);
    const newerFile = newer && path.join(from.version.docsDir, newer.source);
    const newerText =
      newerFile && fs.existsSync(path.join(siteDir, newerFile))
        ? fs.readFileSync(path.join(siteDir, newerFile), 'utf8')
        : undefined;
    const record = newerText ? readRecord(newerText) : undefined;
    if (!newer || !newerText || !record) {
      return { ...base, state: 'new', upstream, english: readBlob(repo, upstream.blob) };
    }
    if (record.blob !== upstream.blob) {
      const diff = diffSince(repo, record.blob, upstream);
      return { ...base, state: 'changed', from: newerFile!, upstream, diff };
    }
    const text = writeRecord(relinkToFiles(newerText, newer.source, from.docs), upstream);
    if (write) {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    }
    return {
      ...base,
      state: 'copied',
      from: newerFile!,
      brokenLinks: linksOutsideVersion(text, doc.source, targetSources),
      notes: translatorNotesIn(text),
    };
  });
}
