/**
 * Ads shown beneath the table of contents. Embedded in the site (no network
 * at build or run time); edit this list to change them.
 */
export type Ad = {
  id: string;
  type: 'docs_ad';
  href: string;
  /** Doc paths (relative to /docs/, e.g. "apis/camera") the ad is limited to; empty: every page. */
  slugs: string[];
  first_publication_date: string;
  last_publication_date: string;
  lang: string;
  data: {
    ad_id: string;
    /** Relative weight in the random choice; 0 never shows. */
    ad_weight: number;
    ad_copy: string;
    ad_url: string;
    ad_image: {
      url: string;
      alt: string;
      width: number;
      height: number;
      small: { url: string; width: number; height: number };
    };
    /** Optional ISO date after which the ad is no longer shown. */
    ad_expires_at?: string;
  };
};

export const ADS: Ad[] = [
  {
    id: 'ad-federated-frontend',
    type: 'docs_ad',
    href: 'https://ionic.io/',
    slugs: [],
    first_publication_date: '2026-01-05T00:00:00+0000',
    last_publication_date: '2026-09-01T00:00:00+0000',
    lang: 'zh-hans',
    data: {
      ad_id: 'federated-frontend',
      ad_weight: 2,
      ad_copy:
        '把多个团队的 Web 应用组合成一个原生应用：用微前端架构拆分功能，独立开发、独立发布。',
      ad_url: 'https://ionic.io/',
      ad_image: {
        url: '/img/ads/micro-frontends.svg',
        alt: '微前端：多个模块拼成一个应用',
        width: 280,
        height: 200,
        small: { url: '/img/ads/micro-frontends-small.svg', width: 140, height: 100 },
      },
    },
  },
  {
    id: 'ad-mobile-cicd',
    type: 'docs_ad',
    href: 'https://ionic.io/appflow',
    slugs: [],
    first_publication_date: '2026-01-05T00:00:00+0000',
    last_publication_date: '2026-09-01T00:00:00+0000',
    lang: 'zh-hans',
    data: {
      ad_id: 'mobile-cicd',
      ad_weight: 1,
      ad_copy: '移动端 CI/CD：在云端构建 iOS 与 Android 安装包，自动签名并发布到应用商店。',
      ad_url: 'https://ionic.io/appflow',
      ad_image: {
        url: '/img/ads/mobile-cicd.svg',
        alt: '移动端持续集成与交付流水线',
        width: 280,
        height: 200,
        small: { url: '/img/ads/mobile-cicd-small.svg', width: 140, height: 100 },
      },
    },
  },
];
