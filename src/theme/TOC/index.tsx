import React, { type ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import DocAd from '@site/src/components/DocAd';

type Props = WrapperProps<typeof TOCType>;

/** The desktop table of contents, with one ad beneath it. */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <>
      <TOC {...props} />
      <DocAd />
    </>
  );
}
