/**
 * The llms fixture site (tests/unit/fixtures/llms/site): a v8 (docs/) and a
 * v7 (versioned_docs/version-v7/) folder, a route inventory that also lists
 * pages not written (links to them go to the English site), and the docs
 * plugin's loaded versions for them, as the plugin receives them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LlmsVersion } from '@site/src/plugins/llms';
import { loadToolchain } from '@site/src/plugins/llms/libraries';
import { pageToMarkdown, type PageLinks } from '@site/src/plugins/llms/toMarkdown';
import { FIXTURES_DIR } from '../../helpers/fixtures';

export const LLMS_FIXTURES = path.join(FIXTURES_DIR, 'llms');
export const FIXTURE_SITE = path.join(LLMS_FIXTURES, 'site');
export const EXPECTED_DIR = path.join(LLMS_FIXTURES, 'expected');
export const SITE_URL = 'https://capacitorjs.com';
export const LABELS = { note: '备注', tip: '提示', warning: '注意', danger: '危险' };

type Doc = LlmsVersion['docs'][number];

function doc(
  dir: string,
  source: string,
  permalink: string,
  title: string,
  description: string,
): Doc {
  return {
    id: source.replace(/\.mdx?$/, ''),
    title,
    description,
    permalink,
    source: `@site/${dir}/${source}`,
    unlisted: false,
  };
}

export function fixtureVersions(): LlmsVersion[] {
  const v8 = 'docs';
  const v7 = 'versioned_docs/version-v7';
  return [
    {
      versionName: 'current',
      label: 'v8',
      path: '/docs/next',
      contentPath: path.join(FIXTURE_SITE, v8),
      contentPathLocalized: path.join(
        FIXTURE_SITE,
        'i18n/zh-Hans/docusaurus-plugin-content-docs/current',
      ),
      docs: [
        doc(v8, 'index.md', '/docs/next/', 'Capacitor 中文文档', 'v8 首页。'),
        doc(v8, 'apis/camera.md', '/docs/next/apis/camera', 'Camera 相机', 'v8 的相机插件。'),
      ],
      sidebars: {
        docs: [{ type: 'doc', id: 'index' }],
        api: [{ type: 'category', label: '插件', items: [{ type: 'doc', id: 'apis/camera' }] }],
      },
    },
    {
      versionName: 'v7',
      label: 'v7',
      path: '/docs/',
      contentPath: path.join(FIXTURE_SITE, v7),
      contentPathLocalized: undefined,
      docs: [
        doc(v7, 'index.md', '/docs/', 'Capacitor 中文文档', '首页。'),
        doc(v7, 'apis/camera.md', '/docs/apis/camera', 'Camera 相机', '拍照和选图。'),
        doc(v7, 'apis/sample.md', '/docs/apis/sample', '示例插件', '含内联 HTML 的 API 页面。'),
        doc(
          v7,
          'guides/tabs.mdx',
          '/docs/guides/tabs',
          '标签页示例',
          '含 Tabs、提示框和 DocCard 的 MDX 页面。',
        ),
      ],
      sidebars: {
        docs: [
          {
            type: 'category',
            label: '快速上手',
            link: { type: 'doc', id: 'index' },
            items: [{ type: 'doc', id: 'guides/tabs' }],
          },
        ],
        api: [
          {
            type: 'category',
            label: '插件',
            items: [
              { type: 'doc', id: 'apis/camera' },
              { type: 'doc', id: 'apis/sample' },
            ],
          },
        ],
      },
    },
  ];
}

/** Converts a page given as text, as a page at /docs/guides/page (guides/page.<format>) of v7. */
export async function convert(
  text: string,
  format: 'md' | 'mdx' = 'mdx',
  links: Partial<PageLinks> = {},
): Promise<string> {
  const permalinks: Record<string, string> = {
    'apis/camera.md': '/docs/apis/camera',
    'guides/other.mdx': '/docs/guides/other',
  };
  return pageToMarkdown(
    await loadToolchain(),
    {
      text,
      format,
      title: '页面标题',
      links: {
        siteUrl: SITE_URL,
        baseUrl: '/docs/',
        permalink: '/docs/guides/page',
        source: `guides/page.${format}`,
        permalinkOfSource: (source) => permalinks[source],
        ...links,
      },
    },
    { admonitionLabels: LABELS },
  );
}

/** Every file under a folder, relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
