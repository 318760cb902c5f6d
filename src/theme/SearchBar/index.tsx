import React, { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { versionAt } from '@site/src/browser/versionLinks';
import { useVersionLinks } from '@site/src/browser/useVersionLinks';
import { searchContextOf } from '@site/src/components/LocalSearch/searchVersions';
import { fetchIndexesByWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import SearchUnavailable from '@site/src/components/LocalSearch/SearchUnavailable';
import {
  joinAdjacentMarks,
  labelSearchBar,
  searchBarLabels,
  suggestionsAnnouncement,
} from '@site/src/components/LocalSearch/searchBarAccessibility';

type Props = WrapperProps<typeof SearchBarType>;

/** Enter pressed to confirm an IME candidate (Chinese input) is not a search submission. */
export function isImeConfirmation(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}

/**
 * The search box, guarded against IME Enter, with Chinese accessible names,
 * the number of suggestions announced as they change, and highlighted words
 * that meet shown as one.
 */
/**
 * The index the box searches: the version being read, as the plugin's box
 * chooses it (every version's index at the base URL, named by the version's
 * path as its search context; tests/unit/plugins/search-local/workerContract.test.ts
 * checks the installed plugin still does).
 */
function useIndex(): { baseUrl: string; context: string } {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { pathname } = useLocation();
  const version = versionAt(useVersionLinks(), pathname);
  return { baseUrl, context: version && !version.isLast ? searchContextOf(version) : '' };
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { baseUrl, context } = useIndex();
  const indexKey = `${baseUrl}${context}`;
  // The box loads its index when it gets focus; a failed load (the worker's
  // one, shared with the box) is said under it instead of an empty box.
  const [failedIndex, setFailedIndex] = useState<string>();
  const checkIndex = () => {
    fetchIndexesByWorker(baseUrl, context).catch(() => setFailedIndex(indexKey));
  };

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const labels = searchBarLabels();
    const update = () => {
      labelSearchBar(element, labels);
      joinAdjacentMarks(element);
      setAnnouncement(suggestionsAnnouncement(element));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-expanded', 'aria-label'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={root}
        className="search-bar-ime-guard"
        onFocusCapture={checkIndex}
        onKeyDownCapture={(event) => {
          if (isImeConfirmation(event)) event.stopPropagation();
        }}
      >
        <SearchBar {...props} />
        {failedIndex === indexKey && <SearchUnavailable className="search-bar-unavailable" />}
      </div>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
