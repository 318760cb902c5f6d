import React, { useEffect, type ReactNode } from 'react';
import { useVersionLinks } from '@site/src/browser/useVersionLinks';
import { otherBuildPath } from '@site/src/browser/otherBuild';
import { dropUnknownPreferredVersion } from '@site/src/browser/preferredVersion';

/**
 * Site-wide: a saved preferred version the site no longer has is cleared on
 * load; a link to a page of another version's build (the logo or the footer
 * from an older version, a search result) is left to the browser, which
 * loads it, before the router would look for it in this build.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const links = useVersionLinks();
  useEffect(() => {
    dropUnknownPreferredVersion(links.versions.map((v) => v.name));
  }, [links]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (otherBuildPath(links, event, window.location.origin)) event.stopPropagation();
    };
    // Capturing at the window runs before React's own listener on its root.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [links]);
  return <>{children}</>;
}
