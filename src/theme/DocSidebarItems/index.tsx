import React, { type ReactNode } from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type { WrapperProps } from '@docusaurus/types';
import { useThemeConfig } from '@docusaurus/theme-common';
import VersionDropdown from '@site/src/components/VersionDropdown';
import ProductDropdown from '@site/src/components/ProductDropdown';
import type { SiteThemeConfig } from '@site/src/data/productDropdown';

type Props = WrapperProps<typeof DocSidebarItemsType>;

/**
 * The top level of the doc sidebar (desktop and mobile alike) starts with the
 * product dropdown and the version dropdown.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const { sidebar } = useThemeConfig() as SiteThemeConfig;
  const productDropdown = sidebar?.productDropdown;
  if (props.level !== 1 || !productDropdown) return <DocSidebarItems {...props} />;
  return (
    <>
      <li className="sidebar-product-dropdown">
        <ProductDropdown config={productDropdown}>
          <div className="sidebar-version-dropdown">
            <VersionDropdown />
          </div>
        </ProductDropdown>
      </li>
      <DocSidebarItems {...props} />
    </>
  );
}
