import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import { counterpartUrl, versionAt, versionMark } from '@site/src/browser/versionLinks';
import { useVersionLinks } from '@site/src/browser/useVersionLinks';
import { versionSwitchLink } from '@site/src/browser/otherBuild';
import styles from './styles.module.css';

/**
 * The version switch at the top of the doc sidebar: every version, each
 * linking to the page being read in that version (its index when it has no
 * such page), the latest marked 最新 and an unreleased one 未发布. Other
 * versions are other builds, so their links load the page in full
 * (pathname://) instead of through this build's router. The version being
 * read comes from the address: the mobile sidebar renders this outside the
 * doc's version context.
 */
export default function VersionDropdown(): ReactNode {
  const links = useVersionLinks();
  const { pathname, search, hash } = useLocation();
  const current = versionAt(links, pathname);
  if (!current) return null;
  const items = links.versions.map((version) => {
    const url = counterpartUrl(links, pathname, version.name);
    const here = version.name === current.name;
    const link = versionSwitchLink(version.name, `${url}${search}${hash}`);
    const mark = versionMark(version);
    // The version being read is this build's: its router follows the link.
    return {
      ...link,
      label: mark ? (
        <>
          {version.label} <span className={styles.mark}>{mark}</span>
        </>
      ) : (
        version.label
      ),
      to: here ? `${url}${search}${hash}` : link.to,
      isActive: () => here,
    };
  });
  return (
    // Opens leftwards, into the sidebar: the marked labels are wider than the
    // space to the right of the switch.
    <DropdownNavbarItem
      mobile={false}
      position="right"
      label={current.label}
      to={counterpartUrl(links, pathname, current.name)}
      items={items}
    />
  );
}
