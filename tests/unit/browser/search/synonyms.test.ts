import { describe, expect, it } from 'vitest';
import { synonymReplacer, toGlossaryTerms } from '../../../../src/browser/search/synonyms';

describe('synonymReplacer', () => {
  const replace = synonymReplacer({
    启动页: ['闪屏', '开屏页'],
    实时更新: ['热更新', '热更'],
    Preferences: ['本地存储'],
    'live reload': ['HMR'],
  });

  it('replaces a listed word with its glossary term', () => {
    expect(replace('闪屏')).toBe('启动页');
    expect(replace('本地存储')).toBe('Preferences');
  });

  it('prefers the longest listed word', () => {
    expect(replace('热更新')).toBe('实时更新');
    expect(replace('热更')).toBe('实时更新');
  });

  it('keeps the rest of the query, with the term as a word of its own', () => {
    expect(replace('Android 闪屏不消失')).toBe('Android  启动页 不消失');
    expect(replace('本地存储API')).toBe('Preferences API');
  });

  it('matches Latin words in any case', () => {
    expect(replace('vite hmr')).toBe('vite  live reload');
  });

  it('leaves queries without listed words alone', () => {
    expect(replace('启动页')).toBe('启动页');
    expect(replace('getPhoto')).toBe('getPhoto');
    expect(synonymReplacer({})('闪屏')).toBe('闪屏');
  });

  it('escapes words that look like patterns', () => {
    expect(synonymReplacer({ 'C++': ['c.+'] })('c.+ 与 cxx')).toBe('C++  与 cxx');
  });
});

describe('toGlossaryTerms (the site’s list)', () => {
  it.each([
    ['闪屏', '启动页'],
    ['摄像头', '相机'],
    ['消息推送', '推送通知'],
    ['热更新', '实时更新'],
    ['键值存储', 'Preferences'],
  ])('%s → %s', (word, term) => {
    expect(toGlossaryTerms(word)).toBe(term);
  });
});
