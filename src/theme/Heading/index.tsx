import React, { type ComponentProps, type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import {
  EnglishHeadingLink,
  useEnglishPage,
} from '@site/src/components/EnglishOriginal/HeadingLink';

type Props = WrapperProps<typeof HeadingType>;
type Level = 'h2' | 'h3';

/**
 * The heading element the original Heading renders into: its content (text
 * and anchor link) followed by the link to the same heading on the English
 * page (the ids are shared).
 */
function withEnglishLink(Tag: Level) {
  function HeadingWithEnglishLink({ children, ...props }: ComponentProps<Level>): ReactNode {
    const english = useEnglishPage();
    return (
      <Tag {...props}>
        {children}
        {english && props.id ? <EnglishHeadingLink href={`${english}#${props.id}`} /> : null}
      </Tag>
    );
  }
  return HeadingWithEnglishLink;
}

const ELEMENTS = { h2: withEnglishLink('h2'), h3: withEnglishLink('h3') };

/**
 * h2 and h3 headings of doc pages get a link to the English original beside
 * their anchor link. The original Heading renders them as usual (anchor, id,
 * the anchor's title from the heading text), into an element that appends
 * the link; other headings and headings outside doc pages are untouched.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const english = useEnglishPage();
  if (!english || !props.id || (props.as !== 'h2' && props.as !== 'h3')) {
    return <Heading {...props} />;
  }
  // `as` is typed as a tag name; the original renders whatever it is given.
  return <Heading {...props} as={ELEMENTS[props.as] as unknown as Level} />;
}
