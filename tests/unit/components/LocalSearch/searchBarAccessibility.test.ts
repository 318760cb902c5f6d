// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Translate', () => ({
  translate: ({ message }: { message: string }, values?: Record<string, unknown>) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name])),
}));

const {
  joinAdjacentMarks,
  labelSearchBar,
  searchBarLabels,
  suggestionsAnnouncement,
  SUGGESTIONS_ID,
} = await import('../../../../src/components/LocalSearch/searchBarAccessibility');

/** The plugin's box as autocomplete.js leaves it: the whole dropdown is the listbox, suggestions and footer link inside. */
function searchBar({ value = '', expanded = false, options = 0, clear = false } = {}) {
  const root = document.createElement('div');
  root.innerHTML = `<div class="navbar__search">
    <span><input class="navbar__search-input" aria-label="Search" aria-owns="listbox-0" aria-expanded="${expanded}" value="${value}">
    <span class="menu" role="listbox" id="listbox-0"><div class="dataset">
      <span class="suggestions">${'<div role="option">hit</div>'.repeat(options)}</span>
      <div class="footer"><a href="/docs/search">查看全部结果</a></div>
    </div></span></span>
    ${clear ? '<button>✕</button>' : ''}</div>`;
  return root;
}

describe('labelSearchBar', () => {
  it('names the input, the suggestion list and the clear button in Chinese', () => {
    const root = searchBar({ clear: true, options: 2 });
    labelSearchBar(root, searchBarLabels());
    expect(root.querySelector('input')?.getAttribute('aria-label')).toBe('搜索文档');
    expect(root.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe('搜索建议');
    expect(root.querySelector('button')?.getAttribute('aria-label')).toBe('清除搜索词');
  });

  it('makes the suggestions, not the dropdown with its link, the listbox the input controls', () => {
    const root = searchBar({ options: 2 });
    labelSearchBar(root, searchBarLabels());
    const listboxes = root.querySelectorAll('[role="listbox"]');
    expect(listboxes).toHaveLength(1);
    expect(listboxes[0]?.className).toBe('suggestions');
    expect(listboxes[0]?.id).toBe(SUGGESTIONS_ID);
    expect(listboxes[0]?.querySelector('a')).toBeNull();
    expect(root.querySelector('.menu')?.hasAttribute('id')).toBe(false);
    const input = root.querySelector('input');
    expect(input?.getAttribute('aria-controls')).toBe(SUGGESTIONS_ID);
    expect(input?.getAttribute('aria-owns')).toBe(SUGGESTIONS_ID);
  });

  it('points the input at nothing while there are no suggestions', () => {
    const root = searchBar();
    labelSearchBar(root, searchBarLabels());
    const input = root.querySelector('input');
    expect(input?.hasAttribute('aria-owns')).toBe(false);
    expect(input?.hasAttribute('aria-controls')).toBe(false);
    expect(root.querySelectorAll('[role="listbox"]')).toHaveLength(0);
  });

  it('writes nothing a second time (a MutationObserver calling it settles)', () => {
    const root = searchBar({ options: 2, clear: true });
    labelSearchBar(root, searchBarLabels());
    const observer = new MutationObserver(() => {});
    observer.observe(root, { subtree: true, attributes: true, childList: true });
    labelSearchBar(root, searchBarLabels());
    expect(observer.takeRecords()).toEqual([]);
  });

  it('does nothing where the box has no such parts', () => {
    const root = document.createElement('div');
    expect(() => labelSearchBar(root, searchBarLabels())).not.toThrow();
  });
});

describe('suggestionsAnnouncement', () => {
  it('counts the suggestions of an open list', () => {
    expect(suggestionsAnnouncement(searchBar({ value: '相机', expanded: true, options: 3 }))).toBe(
      '找到 3 条结果',
    );
  });

  it('says when an open list has none', () => {
    expect(suggestionsAnnouncement(searchBar({ value: 'zzqq', expanded: true }))).toBe(
      '没有找到结果',
    );
  });

  it('says nothing while the list is closed or the box is empty', () => {
    expect(suggestionsAnnouncement(searchBar({ value: '相机', options: 3 }))).toBe('');
    expect(suggestionsAnnouncement(searchBar({ expanded: true }))).toBe('');
  });
});

describe('highlighted words in the suggestions', () => {
  it('joins marks that meet into one, and leaves marks apart as they are', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<span class="hitTitle"><mark>启动</mark><mark>页</mark>与<mark>启动</mark>画面</span>' +
      '<span class="hitPath"><mark>Splash</mark><mark> Screen</mark><mark>插件</mark></span>';
    joinAdjacentMarks(root);
    expect(root.innerHTML).toBe(
      '<span class="hitTitle"><mark>启动页</mark>与<mark>启动</mark>画面</span>' +
        '<span class="hitPath"><mark>Splash Screen插件</mark></span>',
    );
    const before = root.innerHTML;
    joinAdjacentMarks(root);
    expect(root.innerHTML).toBe(before);
  });
});
