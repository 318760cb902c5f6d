import { describe, expect, it } from 'vitest';
import { excerpt, highlightParts } from '../../../../src/components/LocalSearch/highlight';

describe('highlightParts', () => {
  it('marks every occurrence of a searched word, in any case', () => {
    expect(highlightParts('Camera 插件：相机与相册', ['camera', '相机'])).toEqual([
      { text: 'Camera', marked: true },
      { text: ' 插件：', marked: false },
      { text: '相机', marked: true },
      { text: '与相册', marked: false },
    ]);
  });

  it('prefers the longer of two overlapping words', () => {
    expect(highlightParts('推送通知', ['推送', '推送通知'])).toEqual([
      { text: '推送通知', marked: true },
    ]);
  });

  it('treats words as text, not patterns', () => {
    expect(highlightParts('server.url 与 serverXurl', ['server.url'])).toEqual([
      { text: 'server.url', marked: true },
      { text: ' 与 serverXurl', marked: false },
    ]);
  });

  it('marks words that meet as one part, with no gap between them', () => {
    expect(highlightParts('配置启动页面', ['启动', '页'])).toEqual([
      { text: '配置', marked: false },
      { text: '启动页', marked: true },
      { text: '面', marked: false },
    ]);
  });

  it('returns the text unmarked when nothing was searched', () => {
    expect(highlightParts('相机', [])).toEqual([{ text: '相机', marked: false }]);
  });
});

describe('excerpt', () => {
  const text = `${'前'.repeat(100)}相机${'后'.repeat(100)}`;

  it('keeps short texts whole', () => {
    expect(excerpt('短文本', ['相机'], 120)).toBe('短文本');
  });

  it('cuts around the first searched word, with ellipses', () => {
    const cut = excerpt(text, ['相机'], 40);
    expect(cut).toContain('相机');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBe(42);
  });

  it('starts at the beginning when no searched word occurs', () => {
    expect(excerpt(text, ['无关'], 10)).toBe(`${'前'.repeat(10)}…`);
  });
});
