import React, { useEffect, useState, type ReactNode } from 'react';
import NotFound from '@site/src/components/NotFound';
import type { VersionPages } from '@site/src/components/NotFound/suggestions';

/**
 * The not-found page in Chinese, with suggestions for the address
 * (src/components/NotFound). Every written version's pages (from the route
 * inventory, the module src/plugins/version-links writes) load only here,
 * after hydration: the docs' own layout imports this slot too, so a static
 * import would put them in every doc page's first load.
 */
export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  const [pages, setPages] = useState<VersionPages>();
  useEffect(() => {
    let current = true;
    void import('@site-versions/pages').then(({ default: loaded }) => {
      if (current) setPages(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return <NotFound className={className} pages={pages} />;
}
