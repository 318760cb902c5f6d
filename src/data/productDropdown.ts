/** The product dropdown shown at the top of the doc sidebar. */
import type { ThemeConfig } from '@docusaurus/theme-common';
import { ENGLISH_DOCS, LINKS } from './links';

export type ProductDropdownLink = {
  href: string;
  target?: string;
  rel?: string;
};

export type ProductDropdownConfig = {
  title: string;
  logo: { src: string; alt: string; width: number; height: number };
  textLinks: { label: string; url: ProductDropdownLink }[];
  iconLinks: { key: 'github' | 'twitter' | 'discord'; label: string; url: ProductDropdownLink }[];
};

/** What the site adds to Docusaurus's theme config: the sidebar's product dropdown. */
export type ProductDropdownThemeConfig = {
  sidebar?: { productDropdown?: ProductDropdownConfig };
};

/** The theme config as the site's components read it. */
export type SiteThemeConfig = ThemeConfig & ProductDropdownThemeConfig;

const external = (href: string): ProductDropdownLink => ({
  href,
  target: '_blank',
  rel: 'noopener nofollow',
});

export const productDropdown: ProductDropdownConfig = {
  title: 'Capacitor 文档',
  logo: { src: 'img/capacitor-mark.svg', alt: 'Capacitor 标志', width: 20, height: 20 },
  textLinks: [
    { label: '论坛', url: external(LINKS.forum) },
    { label: '英文文档', url: external(ENGLISH_DOCS) },
  ],
  iconLinks: [
    { key: 'github', label: 'GitHub', url: external(LINKS.github) },
    { key: 'twitter', label: 'Twitter', url: external(LINKS.twitter) },
    { key: 'discord', label: 'Discord', url: external(LINKS.discord) },
  ],
};
