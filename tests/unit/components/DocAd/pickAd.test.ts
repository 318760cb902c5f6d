import { describe, expect, it } from 'vitest';
import { eligibleAds, pickAd } from '@site/src/components/DocAd/pickAd';
import { ADS, type Ad } from '@site/src/data/ads';

function ad(
  id: string,
  weight: number,
  extra: Partial<Ad> = {},
  data: Partial<Ad['data']> = {},
): Ad {
  return {
    ...ADS[0],
    id,
    slugs: [],
    ...extra,
    data: { ...ADS[0].data, ad_id: id, ad_weight: weight, ...data },
  };
}

const now = new Date('2026-11-22T00:00:00Z');

describe('pickAd', () => {
  it('returns undefined for an empty list instead of crashing', () => {
    expect(pickAd([], { slug: 'x', now, random: 0.5 })).toBeUndefined();
  });

  it('chooses by weight: the random point falls into each ad in proportion to ad_weight', () => {
    const ads = [ad('a', 1), ad('b', 3)];
    expect(pickAd(ads, { slug: '', now, random: 0 })?.id).toBe('a');
    expect(pickAd(ads, { slug: '', now, random: 0.24 })?.id).toBe('a');
    expect(pickAd(ads, { slug: '', now, random: 0.25 })?.id).toBe('b');
    expect(pickAd(ads, { slug: '', now, random: 0.999 })?.id).toBe('b');
  });

  it('never shows an expired, unpublished, zero-weight or other-language ad', () => {
    const ads = [
      ad('expired', 5, {}, { ad_expires_at: '2026-01-01T00:00:00Z' }),
      ad('future', 5, { first_publication_date: '2027-01-01T00:00:00+0000' }),
      ad('zero', 0),
      ad('english', 5, { lang: 'en-us' }),
    ];
    expect(eligibleAds(ads, { slug: '', now })).toEqual([]);
    expect(pickAd(ads, { slug: '', now, random: 0.3 })).toBeUndefined();
  });

  it('limits an ad with slugs to those pages', () => {
    const ads = [ad('camera-only', 1, { slugs: ['apis/camera'] })];
    expect(pickAd(ads, { slug: 'apis/camera', now, random: 0.1 })?.id).toBe('camera-only');
    expect(pickAd(ads, { slug: 'apis/share', now, random: 0.1 })).toBeUndefined();
  });

  it('ships at least two Chinese ads with 280x200 and 140x100 images', () => {
    const live = eligibleAds(ADS, { slug: 'getting-started', now });
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const { data } of ADS) {
      expect([data.ad_image.width, data.ad_image.height]).toEqual([280, 200]);
      expect([data.ad_image.small.width, data.ad_image.small.height]).toEqual([140, 100]);
    }
  });
});
