import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADS } from '@site/src/data/ads';
import { SITE_DIR } from '../helpers/fixtures';

const staticDir = path.join(SITE_DIR, 'static');

/** The width and height an SVG declares on its root element. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1]);
  return { width: attr('width'), height: attr('height') };
}

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

describe('ad data', () => {
  it('has unique ids and a positive weight for every ad', () => {
    expect(ADS.length).toBeGreaterThan(0);
    expect(new Set(ADS.map((ad) => ad.id)).size).toBe(ADS.length);
    for (const ad of ADS) expect(ad.data.ad_weight, ad.id).toBeGreaterThan(0);
  });

  it.each(ADS.map((ad) => [ad.id, ad] as const))('%s: valid dates, in order', (_, ad) => {
    expect(isDate(ad.first_publication_date)).toBe(true);
    expect(isDate(ad.last_publication_date)).toBe(true);
    expect(Date.parse(ad.first_publication_date)).toBeLessThanOrEqual(
      Date.parse(ad.last_publication_date),
    );
    if (ad.data.ad_expires_at) expect(isDate(ad.data.ad_expires_at)).toBe(true);
  });

  it.each(ADS.map((ad) => [ad.id, ad] as const))(
    '%s: both images exist in static/ at the declared 280x200 and 140x100 sizes',
    (_, ad) => {
      const { ad_image: image } = ad.data;
      const large = path.join(staticDir, image.url);
      const small = path.join(staticDir, image.small.url);
      expect(fs.existsSync(large), image.url).toBe(true);
      expect(fs.existsSync(small), image.small.url).toBe(true);
      expect([image.width, image.height]).toEqual([280, 200]);
      expect([image.small.width, image.small.height]).toEqual([140, 100]);
      if (large.endsWith('.svg')) expect(svgSize(large)).toEqual({ width: 280, height: 200 });
      if (small.endsWith('.svg')) expect(svgSize(small)).toEqual({ width: 140, height: 100 });
      expect(image.alt.length).toBeGreaterThan(0);
    },
  );

  it.each(ADS.map((ad) => [ad.id, ad] as const))('%s: links are absolute https URLs', (_, ad) => {
    for (const url of [ad.href, ad.data.ad_url]) expect(url).toMatch(/^https:\/\/[^/]+/);
  });
});
