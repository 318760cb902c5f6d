import React, { type ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import DocAd from '@site/src/components/DocAd';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The desktop table of contents, with one ad beneath it, sticky as one
 * column: the theme's table of contents is sticky on its own and would
 * slide over the ad once the page scrolls.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <div className={styles.column}>
      <TOC {...props} />
      <DocAd />
    </div>
  );
}
