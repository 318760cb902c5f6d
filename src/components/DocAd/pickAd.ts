import type { Ad } from '@site/src/data/ads';

type PickOptions = {
  /** Page path relative to the docs root, without leading or trailing slash. */
  slug: string;
  now: Date;
  /** A number in [0, 1), e.g. Math.random(). */
  random: number;
  lang?: string;
};

/** Ads that may show on this page now: published, not expired, weighted, matching the slug and language. */
export function eligibleAds(
  ads: readonly Ad[],
  { slug, now, lang = 'zh-hans' }: Omit<PickOptions, 'random'>,
): Ad[] {
  return ads.filter((ad) => {
    const published = Date.parse(ad.first_publication_date);
    const expires = ad.data.ad_expires_at ? Date.parse(ad.data.ad_expires_at) : Infinity;
    return (
      ad.lang.toLowerCase() === lang &&
      ad.data.ad_weight > 0 &&
      published <= now.getTime() &&
      now.getTime() < expires &&
      (ad.slugs.length === 0 || ad.slugs.includes(slug))
    );
  });
}

/** Chooses one eligible ad at random, weighted by `ad_weight`; undefined when none is eligible. */
export function pickAd(ads: readonly Ad[], options: PickOptions): Ad | undefined {
  const candidates = eligibleAds(ads, options);
  const total = candidates.reduce((sum, ad) => sum + ad.data.ad_weight, 0);
  if (total <= 0) return undefined;
  let point = Math.min(Math.max(options.random, 0), 0.999999) * total;
  for (const ad of candidates) {
    point -= ad.data.ad_weight;
    if (point < 0) return ad;
  }
  return candidates[candidates.length - 1];
}
