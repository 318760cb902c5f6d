/** The product dropdown shown at the top of the doc sidebar (SPEC §3). */
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

const external = (href: string): ProductDropdownLink => ({
  href,
  target: '_blank',
  rel: 'noopener nofollow',
});

export const productDropdown: ProductDropdownConfig = {
  title: 'Capacitor 文档',
  logo: { src: 'img/capacitor-mark.svg', alt: 'Capacitor 标志', width: 20, height: 20 },
  textLinks: [
    { label: '论坛', url: external('https://forum.ionicframework.com/c/capacitor/26') },
    { label: '英文文档', url: external('https://capacitorjs.com/docs') },
  ],
  iconLinks: [
    { key: 'github', label: 'GitHub', url: external('https://github.com/ionic-team/capacitor') },
    { key: 'twitter', label: 'Twitter', url: external('https://twitter.com/capacitorjs') },
    { key: 'discord', label: 'Discord', url: external('https://ionic.link/discord') },
  ],
};
