import { describe, expect, it, vi } from 'vitest';
import {
  questionQuery,
  withRelaxedQueries,
  type SmartQuery,
} from '../../../../src/plugins/search-local/relaxQueries';
import { questionSubsets } from '../../../../src/browser/search/querySubsets';

/** Like the plugin: one query requiring every word, then (for 3+ words) each word left out once. */
function pluginLike(tokens: string[], _dictionary: string[] = []): SmartQuery[] {
  const all = { tokens, term: tokens };
  if (tokens.length < 3) return [all];
  return [all, ...tokens.map((_, i) => ({ tokens, term: tokens.filter((__, k) => k !== i) }))];
}

describe('withRelaxedQueries', () => {
  it('keeps the plugin’s queries for up to three words', () => {
    const build = vi.fn(pluginLike);
    expect(withRelaxedQueries(build)(['cap', 'sync', 'ios'], [])).toEqual(
      pluginLike(['cap', 'sync', 'ios']),
    );
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('adds, after them, queries leaving out two words, most words first and without repeats', () => {
    const tokens = ['cap', 'run', 'android', 'live', 'reload'];
    const queries = withRelaxedQueries(pluginLike)(tokens, []).map((query) => query.term);
    const original = pluginLike(tokens).map((query) => query.term);
    expect(queries.slice(0, original.length)).toEqual(original);
    const added = queries.slice(original.length);
    expect(added).toContainEqual(['android', 'live', 'reload']);
    expect(added).toContainEqual(['cap', 'run']);
    const lengths = added.map((term) => (term as string[]).length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(new Set(queries.map((term) => term.join(' '))).size).toBe(queries.length);
  });

  it('adds each word alone after a two-word query, the last first (a method after its plugin)', () => {
    const queries = withRelaxedQueries(pluginLike)(['statusbar', 'setstyle'], []);
    expect(queries.map((query) => query.term)).toEqual([
      ['statusbar', 'setstyle'],
      ['setstyle'],
      ['statusbar'],
    ]);
    expect(withRelaxedQueries(pluginLike)(['camera'], []).map((q) => q.term)).toEqual([['camera']]);
  });

  it('passes the dictionary on', () => {
    const build = vi.fn(pluginLike);
    withRelaxedQueries(build)(['a', 'b', 'c', 'd'], ['相机']);
    for (const call of build.mock.calls) expect(call[1]).toEqual(['相机']);
  });

  it('leaves very long queries alone', () => {
    const build = vi.fn(pluginLike);
    withRelaxedQueries(build)('abcdefghi'.split(''), []);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('tries a Chinese question by its words of two or more characters, fewer and fewer, down to half', () => {
    // 拒绝相机权限后再申请不弹窗, as the plugin splits it into the index's words.
    const words = ['拒绝', '相机', '权限', '后', '再', '申请', '不', '弹窗'];
    const subsets = questionSubsets(words);
    expect(subsets[0]).toEqual(['拒绝', '相机', '权限', '申请', '弹窗']);
    expect(subsets).toContainEqual(['相机', '权限', '申请']);
    expect(subsets.every((subset) => subset.length >= 3)).toBe(true);
    expect(subsets.flat()).not.toContain('后');
    const lengths = subsets.map((subset) => subset.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('keeps the longer words first among subsets of a size', () => {
    const subsets = questionSubsets(['pushnotificationreceived', '不', '触发', '13']);
    expect(subsets).toEqual([
      ['pushnotificationreceived', '触发', '13'],
      ['pushnotificationreceived', '触发'],
      ['pushnotificationreceived', '13'],
      ['触发', '13'],
    ]);
  });

  it('adds nothing for a query of whole words, or of lone characters only', () => {
    expect(questionSubsets(['相机', '权限'])).toEqual([]);
    expect(questionSubsets(['的', '是'])).toEqual([]);
  });

  it('tries a question’s words right after the queries requiring every word, and marks them', () => {
    const question = (tokens: string[]): SmartQuery[] =>
      tokens.length === 1 && tokens[0] === '相机权限后再申请'
        ? [
            {
              tokens: ['相机', '权限', '后', '再', '申请'],
              term: ['相机', '权限', '后', '再', '申请'].map((value) => ({ value })),
            },
            {
              tokens: ['相机', '权限', '后', '再'],
              term: ['相机', '权限', '后', '再'].map((value) => ({ value })),
            },
          ]
        : [{ tokens: [...tokens], term: tokens.map((value) => ({ value })) }];
    const queries = withRelaxedQueries(question)(['相机权限后再申请'], []);
    const terms = queries.map((query) =>
      query.term.map((item) => (item as { value: string }).value).join(' '),
    );
    expect(terms).toEqual([
      '相机 权限 后 再 申请',
      '相机 权限 申请',
      '相机 权限',
      '相机 申请',
      '权限 申请',
      '相机 权限 后 再',
    ]);
    expect(queries.map((query) => questionQuery(query.tokens))).toEqual([
      undefined,
      { whole: true },
      { whole: false },
      { whole: false },
      { whole: false },
      undefined,
    ]);
  });

  it('tries a short query’s variants after its own queries, before those leaving a word out', () => {
    const queries = withRelaxedQueries(pluginLike)(['android', '定位', '权限'], []);
    expect(queries.map((query) => (query.term as string[]).join(' '))).toEqual([
      'android 定位 权限',
      'geolocation 权限 android',
      'geolocation 权限',
      'geolocation',
      '定位 权限',
      'android 权限',
      'android 定位',
    ]);
    expect(queries.every((query) => questionQuery(query.tokens) === undefined)).toBe(true);
  });

  it('reads a feature word as itself inside a whole question', () => {
    const tokens = ['拒绝相机权限后再申请不弹窗'];
    expect(withRelaxedQueries(pluginLike)(tokens, [])).toEqual(pluginLike(tokens));
  });
});
