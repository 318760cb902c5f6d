import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveVersion } from '@site/tools/upstream/derive';
import { readRecord } from '@site/tools/upstream/record';
import {
  blobOf,
  upstreamFixture,
  upstreamV6 as v6,
  upstreamV6Docs as v6Docs,
  upstreamV7 as v7,
  upstreamV7Docs as v7Docs,
  upstreamV7Site as v7Site,
} from '../helpers/fixtures';

const upstream = upstreamFixture();
const { repo } = upstream;

const deriveV6FromV7 = (siteDir: string) =>
  deriveVersion(
    {
      siteDir,
      repo,
      target: { version: v6, docs: v6Docs },
      from: { version: v7, docs: v7Docs },
    },
    { write: true },
  );

describe('deriving a version from the next newer one', () => {
  it('copies pages whose English is identical (relinked, record renamed) and lists the rest', () => {
    const siteDir = v7Site();
    const pages = deriveV6FromV7(siteDir);
    const byPage = Object.fromEntries(pages.map((p) => [p.source, p]));
    expect(byPage['main/a.md']).toMatchObject({ state: 'copied', brokenLinks: [] });
    const copied = fs.readFileSync(
      path.join(siteDir, 'versioned_docs/version-v6/main/a.md'),
      'utf8',
    );
    expect(copied).toContain('见[乙](./b.md#run)。');
    expect(readRecord(copied)).toMatchObject({
      path: 'versioned_docs/version-v6/main/a.md',
      blob: blobOf(upstream.dir, 'HEAD', 'versioned_docs/version-v6/main/a.md'),
    });

    const changed = byPage['main/b.md'];
    expect(changed.state).toBe('changed');
    if (changed.state === 'changed') {
      expect(changed.diff).toContain('-Run `cap sync`.');
      expect(changed.diff).toContain('+Run `cap copy`.');
    }
    expect(fs.existsSync(path.join(siteDir, 'versioned_docs/version-v6/main/b.md'))).toBe(false);
    expect(byPage['main/old.md']).toMatchObject({ state: 'new', english: '# Old\n' });

    const again = deriveV6FromV7(siteDir);
    expect(again.find((p) => p.source === 'main/a.md')).toMatchObject({ state: 'exists' });
  });

  it('writes nothing for a URL answering with a 301 or a page of ours, and says which', () => {
    const siteDir = v7Site();
    const pages = deriveVersion(
      {
        siteDir,
        repo,
        target: {
          version: v6,
          docs: [
            { id: 'main/ours', source: 'main/ours.md', permalink: '/docs/v6/ours', origin: 'ours' },
            {
              id: 'apis/gone',
              source: 'apis/gone.md',
              permalink: '/docs/v6/apis/gone',
              removed: {
                path: 'versioned_docs/version-v6/apis/gone.md',
                commit: 'HEAD',
                date: '2026-01-01',
                copy: { redirect: '/docs/apis/gone', why: 'test' },
              },
            },
          ],
        },
        from: { version: v7, docs: v7Docs },
      },
      { write: true },
    );
    expect(pages.map((p) => p.state)).toEqual(['ours', 'redirected']);
    expect(fs.existsSync(path.join(siteDir, 'versioned_docs/version-v6/apis/gone.md'))).toBe(false);
    expect(fs.existsSync(path.join(siteDir, 'versioned_docs/version-v6/main/ours.md'))).toBe(false);
  });
});
