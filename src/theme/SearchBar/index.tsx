import React, { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import {
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
 * The search box, guarded against IME Enter, with Chinese accessible names
 * and the number of suggestions announced as they change.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const labels = searchBarLabels();
    const update = () => {
      labelSearchBar(element, labels);
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
        onKeyDownCapture={(event) => {
          if (isImeConfirmation(event)) event.stopPropagation();
        }}
      >
        <SearchBar {...props} />
      </div>
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
