/**
 * A YouTube video that costs nothing until the reader asks for it: a 16:9
 * poster (a real button) first, with no request to any other host; a click
 * swaps in the player (youtube-nocookie.com, playing at once). A plain link
 * opens the video on YouTube instead.
 *
 * The poster names the host of the frame it will load (`data-frame-src`), so
 * the build's Content-Security-Policy allows it in frame-src although no page
 * has the <iframe> itself (src/serving/csp.ts).
 */
import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

/** The host the player loads from: YouTube's privacy-enhanced mode (no cookies until playing). */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player of video `id`, started by the click that loads it. */
export function embedUrl(id: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/** The video's own page on YouTube. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/**
 * The video id of a YouTube player address (youtube.com or
 * youtube-nocookie.com, `/embed/<id>`), or nothing for any other frame.
 */
export function youTubeIdOf(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const match =
    /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]+)(?:[?#]|$)/.exec(
      src,
    );
  return match?.[1];
}

const ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

export type VideoEmbedProps = {
  /** The YouTube video id (the `v=` of its watch address). */
  id: string;
  /** What the video shows, in Chinese: the poster's heading and the player's title. */
  title: string;
};

export default function VideoEmbed({ id, title }: VideoEmbedProps): ReactNode {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const noteId = useId();

  // The button that had focus is gone: keep the keyboard in the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.videoEmbed} data-frame-src={EMBED_ORIGIN}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={frame}
            className={styles.player}
            src={embedUrl(id)}
            title={title}
            allow={ALLOW}
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.poster}
            aria-label={translate(
              { id: 'videoEmbed.play', message: '播放视频：{title}' },
              { title },
            )}
            aria-describedby={noteId}
            onClick={() => setPlaying(true)}
          >
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </span>
            <span className={styles.title}>{title}</span>
            <span className={styles.note} id={noteId}>
              {translate({
                id: 'videoEmbed.note',
                message: '点击后才会连接 YouTube 加载视频',
              })}
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a className={styles.watchLink} href={watchUrl(id)} target="_blank" rel="noopener">
          {translate({ id: 'videoEmbed.watchOnYouTube', message: '在 YouTube 上观看' })}
          <IconExternalLink />
        </a>
      </figcaption>
    </figure>
  );
}
