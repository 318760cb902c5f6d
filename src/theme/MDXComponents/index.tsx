import MDXComponents from '@theme-original/MDXComponents';
import VideoEmbed from '@site/src/components/VideoEmbed';
import MDXIframe from './Iframe';

/**
 * The theme's MDX components, plus: YouTube iframes in pages load only when
 * clicked (./Iframe), and .mdx pages can write <VideoEmbed id="…" title="…" />
 * without importing it.
 */
export default {
  ...MDXComponents,
  iframe: MDXIframe,
  VideoEmbed,
};
