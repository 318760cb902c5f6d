import { describe, expect, it } from 'vitest';
import { isUpToDate, versionStatus } from '@site/tools/upstream/status';
import {
  tempTree,
  upstreamFixture,
  upstreamV7 as v7,
  upstreamV7Docs as v7Docs,
  upstreamV7Site as v7Site,
} from '../helpers/fixtures';

const { repo } = upstreamFixture();

describe('upstream status', () => {
  it('reports up to date, stale with the English diff, kept-after-removal and missing pages', () => {
    const siteDir = v7Site();
    const statuses = versionStatus({
      siteDir,
      repo,
      version: v7,
      inventoryVersion: { docs: v7Docs },
    });
    const byPage = Object.fromEntries(statuses.map((s) => [s.source, s]));
    expect(byPage['main/a.md']).toMatchObject({ state: 'up-to-date', removedUpstream: false });
    expect(byPage['apis/gone.md']).toMatchObject({ state: 'up-to-date', removedUpstream: true });
    expect(byPage['main/new.md']).toMatchObject({ state: 'missing' });
    const stale = byPage['main/b.md'];
    expect(stale.state).toBe('stale');
    if (stale.state === 'stale') {
      expect(stale.diff).toContain('-Run `cap sync`.');
      expect(stale.diff).toContain('+Run `cap sync` twice.');
    }
    expect(isUpToDate(statuses)).toBe(false);
  });

  it('flags a page without a record', () => {
    const siteDir = tempTree({ 'versioned_docs/version-v7/main/a.md': '---\ntitle: 甲\n---\n' });
    const [a] = versionStatus({
      siteDir,
      repo,
      version: v7,
      inventoryVersion: { docs: v7Docs.slice(0, 1) },
    });
    expect(a).toMatchObject({ state: 'unrecorded', problem: 'no `upstream` front matter' });
  });

  it('lists a page of ours and a URL answering with a 301 apart, neither following English nor making the version behind', () => {
    const siteDir = tempTree({
      'versioned_docs/version-v7/main/ours.md': '---\ntitle: 我们的\norigin: ours\n---\n',
    });
    const statuses = versionStatus({
      siteDir,
      repo,
      version: v7,
      inventoryVersion: {
        docs: [
          { id: 'main/ours', source: 'main/ours.md', permalink: '/docs/ours', origin: 'ours' },
          {
            id: 'apis/gone',
            source: 'apis/gone.md',
            permalink: '/docs/apis/gone',
            removed: {
              path: 'versioned_docs/version-v7/apis/gone.md',
              commit: 'HEAD',
              date: '2026-01-01',
              copy: { redirect: '/docs/v6/apis/gone', why: 'test' },
            },
          },
        ],
      },
    });
    expect(statuses.map((s) => s.state)).toEqual(['ours', 'redirected']);
    expect(statuses[1]).toMatchObject({ to: '/docs/v6/apis/gone' });
    expect(isUpToDate(statuses)).toBe(true);
  });
});
