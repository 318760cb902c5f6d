import React, { type ReactNode } from 'react';
// Every written version's pages, from the route inventory: written by the
// versions plugin (src/plugins/version-links), and only in this page's bundle.
import pages from '@site-versions/pages';
import NotFound from '@site/src/components/NotFound';

/** The not-found page in Chinese, with suggestions for the address (src/components/NotFound). */
export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  return <NotFound className={className} pages={pages} />;
}
