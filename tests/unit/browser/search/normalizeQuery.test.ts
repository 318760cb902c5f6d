import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '@site/src/browser/search/normalizeQuery';

describe('normalizeQuery', () => {
  it('turns full-width letters, digits and spaces into ASCII, leaving Chinese alone', () => {
    expect(normalizeQuery('ｃａｐ　ｓｙｎｃ')).toBe('cap sync');
    expect(normalizeQuery('Ｃａｍｅｒａ１ 插件')).toBe('Camera1 插件');
  });

  it('drops the npx before a CLI command, and only that word', () => {
    expect(normalizeQuery('npx cap add android')).toBe('cap add android');
    expect(normalizeQuery('ＮＰＸ　cap sync')).toBe('cap sync');
    expect(normalizeQuery('npx')).toBe('npx');
    expect(normalizeQuery('npxcap sync')).toBe('npxcap sync');
  });
});
