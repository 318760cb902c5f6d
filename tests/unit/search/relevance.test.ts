import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankInGroups, rankOf, scoresByGroup, scoresOf, scoresTable } from '../../search/relevance';
import { JUDGED_QUERIES, UNSEEN_QUERIES } from '../../search/queries';
import { docAtUrl, readInventory } from '../../../src/versions/inventory';

const ROOT = path.resolve(__dirname, '../../..');

describe('scoring search results against the judged set', () => {
  const results = [
    '/docs/apis/camera#install',
    '/docs/apis/barcode-scanner',
    '/docs/guides/deep-links',
  ];

  it('ranks the expected page, and the expected section where it matters', () => {
    expect(rankOf({ page: '/docs/apis/barcode-scanner' }, results)).toBe(2);
    expect(rankOf({ page: '/docs/apis/camera' }, results)).toBe(1);
    expect(rankOf({ page: '/docs/apis/camera', section: 'install' }, results)).toBe(1);
    expect(rankOf({ page: '/docs/apis/camera', section: 'getphoto' }, results)).toBeUndefined();
    expect(rankOf({ page: '/docs/apis/toast' }, results)).toBeUndefined();
  });

  it('ranks result groups: a page counts where its group stands, any of its sections matching', () => {
    const groups = [
      ['/docs/guides/splash-screens-and-icons', '/docs/guides/splash-screens-and-icons#android-12'],
      ['/docs/apis/splash-screen', '/docs/apis/splash-screen#hide'],
    ];
    expect(rankInGroups({ page: '/docs/apis/splash-screen' }, groups)).toBe(2);
    expect(rankInGroups({ page: '/docs/apis/splash-screen', section: 'hide' }, groups)).toBe(2);
    expect(rankInGroups({ page: '/docs/apis/camera' }, groups)).toBeUndefined();
  });

  it('gives the share first, the share in the top three and the mean reciprocal rank', () => {
    expect(scoresOf([1, 2, 4, undefined])).toEqual({
      queries: 4,
      top1: 0.25,
      top3: 0.5,
      mrr: (1 + 0.5 + 0.25) / 4,
    });
    expect(scoresOf([])).toEqual({ queries: 0, top1: 0, top3: 0, mrr: 0 });
  });

  it('scores each group and all queries, and writes them as a table', () => {
    const [a, b] = JUDGED_QUERIES.filter((q) => q.group === '任务');
    const [c] = JUDGED_QUERIES.filter((q) => q.group === '命令行');
    const scores = scoresByGroup([
      { query: a, rank: 1 },
      { query: b, rank: undefined },
      { query: c, rank: 3 },
    ]);
    expect(scores.get('任务')).toMatchObject({ queries: 2, top1: 0.5 });
    expect(scores.get('全部')).toMatchObject({ queries: 3, top3: 2 / 3 });
    expect(scoresTable(scores)).toContain('| 全部 | 3 | 33 % | 67 % | 0.44 |');
  });

  it('judges every query against a page of its version', () => {
    for (const query of JUDGED_QUERIES) expect(query.page, query.query).toMatch(/^\/docs(\/|$)/);
    expect(new Set(JUDGED_QUERIES.map((q) => `${q.version} ${q.query}`)).size).toBe(
      JUDGED_QUERIES.length,
    );
  });

  it('judges against pages and sections that exist in that version', () => {
    const inventory = readInventory(ROOT);
    for (const query of JUDGED_QUERIES) {
      const where = `${query.version} ${query.query}`;
      const hit = docAtUrl(inventory, query.page);
      expect(hit?.version.name, `${where}: ${query.page} is not in the route inventory`).toBe(
        query.version,
      );
      if (!hit || !query.section) continue;
      const dir =
        hit.version.name === 'current' ? 'docs' : `versioned_docs/version-${hit.version.name}`;
      const text = fs.readFileSync(path.join(ROOT, dir, hit.doc.source), 'utf8');
      expect(
        text,
        `${where}: no heading {#${query.section}} in ${dir}/${hit.doc.source}`,
      ).toContain(`{#${query.section}}`);
    }
  });

  it('names where each reader asked the unseen questions', () => {
    expect(UNSEEN_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const query of UNSEEN_QUERIES)
      expect(query.source, query.query).toMatch(/^https:\/\/\S+$/);
    const tuned = JUDGED_QUERIES.filter((q) => !q.source);
    expect(tuned.length + UNSEEN_QUERIES.length).toBe(JUDGED_QUERIES.length);
  });
});
