import React, { useEffect, type ReactNode } from 'react';
import { useVersionLinks } from '@site/src/versions/useVersionLinks';
import { dropUnknownPreferredVersion } from '@site/src/versions/preferredVersion';

/** On load, a saved preferred version the site no longer has is cleared. */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { versions } = useVersionLinks();
  useEffect(() => {
    dropUnknownPreferredVersion(versions.map((v) => v.name));
  }, [versions]);
  return <>{children}</>;
}
