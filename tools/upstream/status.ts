/**
 * Translation status of a version against a clone of the English docs: for
 * every inventory page, is our Chinese page up to date with its upstream
 * file, stale (with the English diff to apply), unrecorded, or missing?
 */
import fs from 'node:fs';
import path from 'node:path';
import { redirectOf, type InventoryVersion } from '../../src/versions/inventory';
import type { DocVersion } from '../../src/versions';
import { diffSince, type UpstreamRepo } from '../common/git';
import { readRecord, type UpstreamRecord } from './record';
import { upstreamSource, type UpstreamSource } from './sources';

type Base = { version: string; source: string; file: string };

export type PageStatus =
  | (Base & { state: 'up-to-date'; record: UpstreamRecord; removedUpstream: boolean })
  | (Base & { state: 'stale'; record: UpstreamRecord; upstream: UpstreamSource; diff: string })
  | (Base & { state: 'unrecorded'; problem: string })
  | (Base & { state: 'missing'; upstream?: UpstreamSource })
  | (Base & { state: 'no-upstream' })
  | (Base & { state: 'ours' })
  | (Base & { state: 'redirected'; to: string });

export type StatusInput = {
  siteDir: string;
  repo: UpstreamRepo;
  version: Pick<DocVersion, 'name' | 'docsDir' | 'upstreamDir'>;
  inventoryVersion: Pick<InventoryVersion, 'docs'>;
};

export function versionStatus(input: StatusInput): PageStatus[] {
  const { siteDir, repo, version, inventoryVersion } = input;
  return inventoryVersion.docs.map((doc): PageStatus => {
    const file = path.join(version.docsDir, doc.source);
    const base = { version: version.name, source: doc.source, file };
    // Neither follows an English file: the URL answers with a 301, or the page is ours.
    const to = redirectOf(doc);
    if (to) return { ...base, state: 'redirected', to };
    if (doc.origin === 'ours') return { ...base, state: 'ours' };
    const upstream = upstreamSource(repo, version, doc);
    const full = path.join(siteDir, file);
    if (!fs.existsSync(full)) return { ...base, state: 'missing', upstream };
    let record: UpstreamRecord | undefined;
    try {
      record = readRecord(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      return { ...base, state: 'unrecorded', problem: (error as Error).message };
    }
    if (!record) return { ...base, state: 'unrecorded', problem: 'no `upstream` front matter' };
    if (!upstream) return { ...base, state: 'no-upstream' };
    if (record.blob === upstream.blob) {
      return { ...base, state: 'up-to-date', record, removedUpstream: upstream.removed };
    }
    return {
      ...base,
      state: 'stale',
      record,
      upstream,
      diff: diffSince(repo, record.blob, upstream),
    };
  });
}

/** Nothing stale and nothing unrecorded: the version follows upstream. */
export function isUpToDate(statuses: PageStatus[]): boolean {
  return statuses.every((s) => s.state !== 'stale' && s.state !== 'unrecorded');
}
