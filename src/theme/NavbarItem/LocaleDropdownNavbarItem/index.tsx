import React, { type ReactNode } from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ENGLISH_DOCS } from '@site/src/data/links';
import { englishPageOf } from '@site/src/components/EnglishOriginal/englishUrl';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

/**
 * The language menu: its English item (configured as the English docs'
 * front page) opens the doc page being read, in its version, on the English
 * site, as the page's 英文原文 link does; elsewhere (search, a page the
 * English site deleted) the English docs' front page.
 */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const { activeDoc, activeVersion } = useActiveDocContext(undefined);
  const { customFields } = useDocusaurusContext().siteConfig;
  const english =
    activeDoc && activeVersion
      ? englishPageOf(activeDoc.path, activeVersion.path, customFields)
      : null;
  const dropdownItemsAfter = props.dropdownItemsAfter.map((item) =>
    english && item.href === ENGLISH_DOCS ? { ...item, href: english } : item,
  );
  return <LocaleDropdownNavbarItem {...props} dropdownItemsAfter={dropdownItemsAfter} />;
}
