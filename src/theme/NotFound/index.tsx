import React, { useEffect, type ReactNode } from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type { WrapperProps } from '@docusaurus/types';
import { navigatedInApp } from '@site/src/clientModules/navigation';

type Props = WrapperProps<typeof NotFoundType>;

/**
 * Each doc version is a build of its own, so a link followed inside the app
 * can name a page this build's router does not have (the logo, the footer or
 * a search result leading to another version). Loading that address from
 * the server shows the page; on a page the server loaded itself, the
 * "not found" stands.
 */
export default function NotFoundWrapper(props: Props): ReactNode {
  useEffect(() => {
    if (navigatedInApp()) window.location.reload();
  }, []);
  return <NotFound {...props} />;
}
