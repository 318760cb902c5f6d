import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import {
  OurPageNote,
  TranslationBasis,
  isOurPage,
  upstreamOf,
} from '@site/src/components/EnglishOriginal';

type Props = WrapperProps<typeof FooterType>;

/** The doc footer (tags, edit link, last update when shown), then the page's translation basis (or that it is ours). */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  const upstream = upstreamOf(frontMatter);
  return (
    <>
      <Footer {...props} />
      {isOurPage(frontMatter) ? <OurPageNote /> : null}
      {upstream && !isOurPage(frontMatter) ? <TranslationBasis upstream={upstream} /> : null}
    </>
  );
}
