import React, { type ReactNode } from 'react';
import DocCard from '@theme/DocCard';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';

type Props = {
  label: string;
  /** The page's path inside a version, e.g. "/apis". */
  to: string;
  description: string;
};

/**
 * A doc card that links to a page of the version being read: "/apis" on a
 * v6 page leads to /docs/v6/apis, not to the latest version's page.
 */
export default function VersionedDocCard({ label, to, description }: Props): ReactNode {
  const versionPath = (useActiveVersion(undefined)?.path ?? '').replace(/\/$/, '');
  return (
    <DocCard
      item={{ type: 'link', label, description, href: `${versionPath}${to}`, unlisted: false }}
    />
  );
}
