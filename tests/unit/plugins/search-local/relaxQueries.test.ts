import { describe, expect, it, vi } from 'vitest';
import {
  withRelaxedQueries,
  type SmartQuery,
} from '../../../../src/plugins/search-local/relaxQueries';

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
});
