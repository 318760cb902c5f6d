import { describe, expect, it } from 'vitest';
import { anyOfWords } from '../../../../src/browser/search/wordPattern';

describe('anyOfWords', () => {
  it('matches the longest word first, as plain text', () => {
    const pattern = new RegExp(anyOfWords(['热更', '热更新', 'a.b']), 'g');
    expect('热更新 与 a.b 与 axb'.match(pattern)).toEqual(['热更新', 'a.b']);
  });

  it('is empty for no words (or only empty ones)', () => {
    expect(anyOfWords([])).toBe('');
    expect(anyOfWords(['', ''])).toBe('');
  });
});
