import React, { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ADS, type Ad } from '@site/src/data/ads';
import { pickAd } from './pickAd';
import styles from './styles.module.css';

type Props = {
  ads?: readonly Ad[];
  random?: () => number;
  now?: () => Date;
};

function slugOf(pathname: string, baseUrl: string): string {
  return pathname.slice(baseUrl.length).replace(/^\/+|\/+$/g, '');
}

/**
 * One ad, picked on the client after hydration (the server renders nothing,
 * so there is no markup mismatch) and picked again on every navigation.
 */
export default function DocAd({
  ads = ADS,
  random = Math.random,
  now = () => new Date(),
}: Props): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const [ad, setAd] = useState<Ad | undefined>(undefined);

  // Picked once the page has hydrated: the server cannot know the reader's
  // time or the random draw, so the first render has no ad.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pick needs the browser's clock and randomness (see above)
    setAd(pickAd(ads, { slug: slugOf(pathname, baseUrl), now: now(), random: random() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` and `random` are fixed for the page (tests inject them); a new pick only on a new page or ad list
  }, [pathname, ads]);

  const imageSrc = useBaseUrl(ad?.data.ad_image.url ?? '/');
  const smallSrc = useBaseUrl(ad?.data.ad_image.small.url ?? '/');
  if (!ad) return null;
  const { ad_image: image, ad_copy: copy, ad_url: url, ad_id: id } = ad.data;
  return (
    <aside className={styles.ad} data-ad-id={id} aria-label="推广">
      <a href={url} target="_blank" rel="noopener sponsored" className={styles.link}>
        <img
          className={styles.image}
          src={imageSrc}
          srcSet={`${smallSrc} ${image.small.width}w, ${imageSrc} ${image.width}w`}
          sizes={`${image.width}px`}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
        />
        <span className={styles.copy}>{copy}</span>
      </a>
      <span className={styles.label}>推广</span>
    </aside>
  );
}
