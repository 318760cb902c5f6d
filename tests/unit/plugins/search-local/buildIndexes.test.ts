import fs from 'node:fs';
import path from 'node:path';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext, Props } from '@docusaurus/types';
import { validateOptions } from '@easyops-cn/docusaurus-search-local';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndexes,
  indexJobs,
  indexingConfig,
} from '@site/src/plugins/search-local/buildIndexes';
import { localSearchOptions } from '@site/src/data/localSearch';
import { tempTree } from '../../helpers/fixtures';

const page = (title: string, text: string, bundle = 'main.1a2b3c4d.js') =>
  `<html><head><meta name="description" content="${title}"><script src="/docs/assets/js/${bundle}" defer></script></head><body><div class="main-wrapper"><article><h1>${title}</h1><div class="markdown"><p>${text}</p></div></article></div></body></html>`;

/** A two-version build folder and the build data the plugin reads from it. */
function twoVersionBuild() {
  const pages: Record<string, [string, string]> = {
    '': ['简介', '跨平台原生运行时'],
    'apis/camera': ['相机', '拍照或从相册选择图片'],
    'v6/': ['简介', '第六版的简介'],
    'v6/apis/camera': ['相机', '第六版的相机插件'],
    'v6/apis/geolocation': ['地理位置', '获取设备的当前位置'],
  };
  const outDir = tempTree(
    Object.fromEntries(
      Object.entries(pages).map(([route, [title, text]]) => [
        route === '' || route.endsWith('/') ? `${route}index.html` : `${route}/index.html`,
        page(title, text),
      ]),
    ),
    'search-build-',
  );
  const permalinks = Object.keys(pages).map((route) => `/docs/${route}`);
  const version = (versionPath: string, isLast: boolean) => ({
    path: versionPath,
    isLast,
    docs: permalinks
      .filter((p) => (isLast ? !p.startsWith('/docs/v6/') : p.startsWith('/docs/v6/')))
      .map((permalink) => ({ permalink })),
  });
  const buildData = {
    outDir,
    baseUrl: '/docs/',
    routesPaths: ['/docs/search', '/docs/404.html', ...permalinks],
    siteConfig: { trailingSlash: undefined },
    plugins: [
      {
        name: 'docusaurus-plugin-content-docs',
        content: { loadedVersions: [version('/docs/', true), version('/docs/v6/', false)] },
      },
    ],
  } as unknown as Props;
  const context = {
    siteDir: outDir,
    siteConfig: { themeConfig: { navbar: { items: [] } } },
  } as unknown as LoadContext;
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: localSearchOptions({ docsRouteBasePath: '/', contexts: ['next', 'v6'] }),
  });
  const cacheDir = tempTree({}, 'search-cache-');
  return { outDir, buildData, cacheDir, config: indexingConfig(options, context) };
}

type IndexFile = { documents: { i: number; t: string; u: string }[] }[];
const readIndex = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;

// Each index starts a worker thread that loads the plugin and tsx: slow on a busy machine.
describe('buildSearchIndexes', { timeout: 30_000 }, () => {
  it("writes each version's index at the root, named by its context, numbering documents from 1 whatever the order", async () => {
    const { outDir, buildData, cacheDir, config } = twoVersionBuild();
    const seen: string[] = [];
    const written = await buildSearchIndexes(
      buildData,
      config,
      async (file) => {
        seen.push(file);
      },
      cacheDir,
    );
    const latest = path.join(outDir, 'search-index.json');
    const v6 = path.join(outDir, 'search-index-v6.json');
    expect([...written].sort()).toEqual([latest, v6].sort());
    expect([...seen].sort()).toEqual([latest, v6].sort());

    // Each page's title document, numbered in page order (its text is the next number).
    const titles = (file: string) => readIndex(file)[0].documents.map((d) => [d.i, d.t, d.u]);
    expect(titles(latest)).toEqual([
      [1, '简介', '/docs/'],
      [3, '相机', '/docs/apis/camera'],
    ]);
    expect(titles(v6)).toEqual([
      [1, '简介', '/docs/v6/'],
      [3, '相机', '/docs/v6/apis/camera'],
      [5, '地理位置', '/docs/v6/apis/geolocation'],
    ]);
    // Built again, the files are byte for byte the same.
    const first = [fs.readFileSync(latest), fs.readFileSync(v6)];
    await buildSearchIndexes(buildData, config, undefined, tempTree({}, 'search-cache-'));
    expect([fs.readFileSync(latest), fs.readFileSync(v6)]).toEqual(first);
  });

  it('takes an index from the cache while its pages read the same, whatever the bundle names', async () => {
    const { outDir, buildData, cacheDir, config } = twoVersionBuild();
    const latest = path.join(outDir, 'search-index.json');
    const v6 = path.join(outDir, 'search-index-v6.json');
    await buildSearchIndexes(buildData, config, undefined, cacheDir);
    const entries = () =>
      fs.readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).length > 2);
    expect(entries()).toHaveLength(2);
    const first = fs.readFileSync(v6);

    // A new bundle hash in every page: both indexes come from the cache.
    for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.html')) {
        const html = path.join(outDir, file);
        fs.writeFileSync(
          html,
          fs.readFileSync(html, 'utf8').replace('main.1a2b3c4d.js', 'main.99999999.js'),
        );
      }
    fs.rmSync(v6);
    await buildSearchIndexes(buildData, config, undefined, cacheDir);
    expect(fs.readFileSync(v6)).toEqual(first);
    expect(entries()).toHaveLength(2);

    // Changed text in one v6 page: only v6 is indexed again, and finds the new text.
    fs.writeFileSync(
      path.join(outDir, 'v6/apis/camera/index.html'),
      page('相机', '第六版新增的说明'),
    );
    await buildSearchIndexes(buildData, config, undefined, cacheDir);
    expect(entries()).toHaveLength(3);
    expect(fs.readFileSync(v6, 'utf8')).toContain('第六版新增的说明');
    expect(fs.existsSync(latest)).toBe(true);
  });

  it('names the version whose pages cannot be read', async () => {
    const { outDir, buildData, cacheDir, config } = twoVersionBuild();
    fs.rmSync(path.join(outDir, 'v6/apis/camera/index.html'));
    await expect(buildSearchIndexes(buildData, config, undefined, cacheDir)).rejects.toThrow(
      /search index .*search-index-v6\.json: .*ENOENT/s,
    );
  });
});

describe('indexJobs', () => {
  const page = (url: string) => ({ url, filePath: `/b${url}/index.html` });

  it('skip versions without pages and name each index by its context', () => {
    const jobs = indexJobs(
      [
        { outDir: '/b', paths: [page('/docs/a')] },
        { outDir: '/b/v6', paths: [page('/docs/v6/a'), page('/docs/v6/b')] },
        { outDir: '/b/v2', paths: [] },
      ],
      '/b',
      '/docs/',
      ['next', 'v6', 'v2'],
    );
    expect(jobs.map((job) => job.file)).toEqual([
      path.join('/b', 'search-index.json'),
      path.join('/b', 'search-index-v6.json'),
    ]);
  });
});
