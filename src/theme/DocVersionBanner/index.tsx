import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';
import { counterpartUrl } from '@site/src/browser/versionLinks';
import { useVersionLinks } from '@site/src/browser/useVersionLinks';
import { versionSwitchLink } from '@site/src/browser/otherBuild';

/**
 * The unreleased / unmaintained notice of a version, with the theme's texts,
 * pointing to the same page in the latest version: that version is another
 * build, which the docs plugin of this one does not know, so the latest
 * version and the page's place in it come from src/plugins/version-links.
 */
export default function DocVersionBanner({ className }: Props): ReactNode {
  const version = useDocsVersion();
  const links = useVersionLinks();
  const { pathname } = useLocation();
  const { title: siteTitle } = useDocusaurusContext().siteConfig;
  const latest = links.versions.find((v) => v.isLast);
  if (!version.banner || !latest) return null;
  const versionLabel = <b>{version.label}</b>;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert"
    >
      <div>
        {version.banner === 'unreleased' ? (
          <Translate
            id="theme.docs.versions.unreleasedVersionLabel"
            values={{ siteTitle, versionLabel }}
          >
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate
            id="theme.docs.versions.unmaintainedVersionLabel"
            values={{ siteTitle, versionLabel }}
          >
            {
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'
            }
          </Translate>
        )}
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <Link
                  {...versionSwitchLink(latest.name, counterpartUrl(links, pathname, latest.name))}
                >
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">
                    latest version
                  </Translate>
                </Link>
              </b>
            ),
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
