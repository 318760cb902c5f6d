import React, { type ComponentProps, type ReactNode } from 'react';
import VideoEmbed, { youTubeIdOf } from '@site/src/components/VideoEmbed';

/**
 * An <iframe> written in a page. A YouTube player becomes a click-to-load
 * VideoEmbed (its `title` attribute names the video), so .md pages, which
 * Docusaurus reads as CommonMark plus HTML rather than MDX, get it too:
 * `<iframe src="https://www.youtube-nocookie.com/embed/<id>" title="…"></iframe>`.
 * Any other frame is rendered as written.
 */
export default function MDXIframe(props: ComponentProps<'iframe'>): ReactNode {
  const id = youTubeIdOf(props.src);
  if (id) return <VideoEmbed id={id} title={props.title || '视频'} />;
  return <iframe {...props} />;
}
