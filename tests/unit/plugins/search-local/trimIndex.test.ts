import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  searchIndexFiles,
  trimLunrIndex,
  trimSearchIndexFile,
} from '@site/src/plugins/search-local/trimIndex';
import { SEARCH_STOP_WORDS } from '@site/src/data/searchStopWords';
import { tempTree } from '../../helpers/fixtures';

const sections = [
  { i: '1', t: 'sync copies web assets and runs update; sync sync sync' },
  { i: '2', t: 'update installs native plugins' },
  { i: '3', t: 'copy copies web assets only, copy again' },
];

function buildIndex() {
  return lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const section of sections) this.add(section);
  }).toJSON() as unknown as Parameters<typeof trimLunrIndex>[0];
}

const search = (index: object, query: string) =>
  lunr.Index.load(index)
    .search(query)
    .map((result) => result.ref);

describe('trimLunrIndex', () => {
  it('keeps one position per term and section and one-decimal scores', () => {
    const trimmed = trimLunrIndex(buildIndex());
    const [, syncEntry] = trimmed.invertedIndex.find(([term]) => term === 'sync')!;
    const postings = syncEntry.t as Record<string, { position: number[][] }>;
    expect(postings['1'].position).toEqual([[0, 4]]);
    for (const [, vector] of trimmed.fieldVectors) {
      for (let i = 1; i < vector.length; i += 2) {
        expect(Math.round(vector[i] * 10) / 10).toBe(vector[i]);
      }
    }
  });

  it('finds the same sections in the same order as the untrimmed index', () => {
    const full = buildIndex();
    const trimmed = trimLunrIndex(buildIndex());
    for (const query of ['sync', 'copi', 'update', 'web asset', 'nativ']) {
      expect(search(trimmed, query)).toEqual(search(full, query));
    }
    expect(search(trimmed, 'sync')).toEqual(['1']);
  });

  it('still finds sections by a common term, ranked by the rarer terms of the query', () => {
    // 500 sections all say "plugin"; only a few say "camera" or "geolocation".
    const many = Array.from({ length: 500 }, (_, n) => ({
      i: String(n),
      t: `plugin ${n === 7 ? 'camera camera' : n === 8 ? 'camera' : n === 9 ? 'geolocation' : 'note'}`,
    }));
    const full = lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const section of many) this.add(section);
    }).toJSON() as unknown as Parameters<typeof trimLunrIndex>[0];
    const trimmed = trimLunrIndex(structuredClone(full));

    expect(search(trimmed, 'plugin')).toHaveLength(500);
    expect(search(trimmed, 'plugin camera').slice(0, 2)).toEqual(['7', '8']);
    expect(search(trimmed, '+plugin +geolocation')).toEqual(['9']);
    const [, pluginEntry] = trimmed.invertedIndex.find(([term]) => term === 'plugin')!;
    expect((pluginEntry.t as Record<string, { position: unknown[] }>)['9'].position).toEqual([
      [0, 6],
    ]);
    expect(JSON.stringify(trimmed.fieldVectors).length).toBeLessThan(
      JSON.stringify(full.fieldVectors).length,
    );
  });

  it('leaves out the stop words, and finds sections by the other words of a query', () => {
    const chinese = [
      { i: '1', t: '如果 需要 隐藏 状态栏' },
      { i: '2', t: '可以 设置 状态栏 颜色' },
    ];
    const full = lunr(function () {
      // Whitespace-separated words as they are (lunr's trimmer drops Chinese).
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const section of chinese) this.add(section);
    }).toJSON() as unknown as Parameters<typeof trimLunrIndex>[0];
    const trimmed = trimLunrIndex(full);
    const terms = trimmed.invertedIndex.map(([term]) => term);
    expect(SEARCH_STOP_WORDS).toEqual(expect.arrayContaining(['如果', '可以']));
    expect(terms).not.toContain('如果');
    expect(terms).not.toContain('可以');
    expect(terms).toEqual(expect.arrayContaining(['需要', '隐藏', '状态栏']));
    expect(search(trimmed, '+状态栏 +颜色')).toEqual(['2']);
    expect(search(trimmed, '隐藏')).toEqual(['1']);
    const termIndexes = new Set(trimmed.invertedIndex.map(([, entry]) => entry._index));
    for (const [, vector] of trimmed.fieldVectors)
      for (let i = 0; i < vector.length; i += 2) expect(termIndexes).toContain(vector[i]);
  });

  it('keeps no positions when asked (the keywords part), finding the same sections', () => {
    const full = buildIndex();
    const trimmed = trimLunrIndex(buildIndex(), { maxPositions: 0 });
    expect(JSON.stringify(trimmed.invertedIndex)).not.toContain('position');
    for (const query of ['sync', 'copi', 'update']) {
      expect(search(trimmed, query)).toEqual(search(full, query));
    }
  });

  it("finds every version's search-index file of a build folder, rewrites each and names a broken one", () => {
    const original = JSON.stringify([{ documents: [], index: buildIndex() }]);
    const dir = tempTree(
      {
        'search-index.json': original,
        'search-index-v6.json': original,
        'v6/search-index.json': '{}',
        'search-index.json.gz': '',
        'other.json': '{}',
      },
      'trim-',
    );
    const files = ['search-index-v6.json', 'search-index.json'].map((f) => path.join(dir, f));
    expect(searchIndexFiles(dir).map((rel) => path.join(dir, rel))).toEqual(files);
    for (const file of files) {
      expect(trimSearchIndexFile(file).after).toBeLessThan(original.length);
      expect(fs.readFileSync(file, 'utf8').length).toBeLessThan(original.length);
    }
    fs.writeFileSync(path.join(dir, 'search-index-v5.json'), 'not json');
    expect(() => trimSearchIndexFile(path.join(dir, 'search-index-v5.json'))).toThrow(
      /search-index-v5\.json: not a search index/,
    );
  });
});
