/**
 * The local search plugin's navbar box writes its own English (or no)
 * accessible names into the DOM (its input's aria-label="Search", an unnamed
 * suggestion list and clear button), and makes its whole dropdown the
 * listbox, although the dropdown also holds a "see all results" link, which a
 * listbox may not contain. These give the parts Chinese names, make the list
 * of suggestions itself the listbox that the input controls, and say what a
 * screen reader should announce about the suggestions.
 */
import { translate } from '@docusaurus/Translate';

export interface SearchBarLabels {
  input: string;
  suggestions: string;
  clear: string;
}

export function searchBarLabels(): SearchBarLabels {
  return {
    input: translate({ id: 'search.bar.inputLabel', message: '搜索文档' }),
    suggestions: translate({ id: 'search.bar.suggestionsLabel', message: '搜索建议' }),
    clear: translate({ id: 'search.bar.clearLabel', message: '清除搜索词' }),
  };
}

function setAttribute(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The id of the element listing the suggestions. */
export const SUGGESTIONS_ID = 'navbar-search-suggestions';

/**
 * Names the box's input, suggestion list and clear button inside `root`, and
 * moves the listbox role to the suggestions (only what differs is written, so
 * a MutationObserver calling this settles).
 */
export function labelSearchBar(root: ParentNode, labels: SearchBarLabels): void {
  const input = root.querySelector('input.navbar__search-input');
  setAttribute(input, 'aria-label', labels.input);
  setAttribute(root.querySelector('.navbar__search button'), 'aria-label', labels.clear);
  if (!input) return;
  const suggestions = root.querySelector('[role="option"]')?.parentElement ?? null;
  // The input points at the suggestions while there are any, and at nothing otherwise.
  for (const name of ['aria-controls', 'aria-owns']) {
    if (suggestions) setAttribute(input, name, SUGGESTIONS_ID);
    else if (input.hasAttribute(name)) input.removeAttribute(name);
  }
  for (const element of Array.from(root.querySelectorAll('[role="listbox"]'))) {
    if (element === suggestions) continue;
    element.removeAttribute('role');
    if (element.id !== SUGGESTIONS_ID) element.removeAttribute('id');
  }
  if (suggestions) {
    setAttribute(suggestions, 'role', 'listbox');
    setAttribute(suggestions, 'id', SUGGESTIONS_ID);
    setAttribute(suggestions, 'aria-label', labels.suggestions);
  }
}

/** What to announce about the open suggestion list in `root`: how many there are, none, or nothing while it is closed. */
export function suggestionsAnnouncement(root: ParentNode): string {
  const input = root.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input?.value.trim() || input.getAttribute('aria-expanded') !== 'true') return '';
  const count = root.querySelectorAll('[role="option"]').length;
  return count === 0
    ? translate({ id: 'search.bar.noSuggestions', message: '没有找到结果' })
    : translate({ id: 'search.bar.suggestionCount', message: '找到 {count} 条结果' }, { count });
}

/**
 * Joins highlighted words that meet in the suggestions (the plugin writes
 * <mark>启动</mark><mark>页</mark>) into one <mark>, so that they read as
 * one word. Changes nothing when no two marks meet, so a MutationObserver
 * calling this settles.
 */
export function joinAdjacentMarks(root: ParentNode): void {
  for (const mark of Array.from(root.querySelectorAll('mark'))) {
    let next = mark.nextSibling;
    while (next instanceof Element && next.tagName === 'MARK') {
      mark.append(...Array.from(next.childNodes));
      next.remove();
      next = mark.nextSibling;
    }
  }
}
