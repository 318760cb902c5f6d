import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '@site/src/plugins/search-local/normalizeQuery';

describe('normalizeQuery', () => {
  it('turns full-width letters, digits and spaces into ASCII, leaving Chinese alone', () => {
    expect(normalizeQuery('ｃａｐ　ｓｙｎｃ')).toBe('cap sync');
    expect(normalizeQuery('Ｃａｍｅｒａ１ 插件')).toBe('Camera1 插件');
  });
});
