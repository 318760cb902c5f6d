import React, { type KeyboardEvent, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

/** Enter pressed to confirm an IME candidate (Chinese input) is not a search submission. */
export function isImeConfirmation(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  return (
    <div
      className="search-bar-ime-guard"
      onKeyDownCapture={(event) => {
        if (isImeConfirmation(event)) event.stopPropagation();
      }}
    >
      <SearchBar {...props} />
    </div>
  );
}
