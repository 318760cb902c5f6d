/**
 * Docs for AI assistants, written in postBuild for every built doc version:
 * a Markdown copy of each page at its URL plus `.md` (./toMarkdown.ts) and
 * an llms.txt listing the version's pages (./llmsTxt.ts) at the version's
 * root: /docs/llms.txt, /docs/next/llms.txt, /docs/v6/llms.txt …
 * Pages, titles, descriptions, URLs and sidebars come from the docs plugin's
 * loaded (translated) content; the Markdown from each page's source file,
 * converted once per content and kept in the build cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluginModule } from '@docusaurus/types';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import {
  BUILD_CACHE_DIR,
  cacheKey,
  cachedTextSync,
  hashOfFiles,
  packageVersion,
} from '../../buildCache';
import { INVENTORY_FILE } from '../../versions/inventory';
import { createPendingLinkResolver } from '../../remark/pendingLinks';
import { ENGLISH_DOCS } from '../../data/links';
import { TRANSLATOR_NOTE, TRANSLATOR_NOTE_LABEL } from '../../data/translatorNote';
import { DOCS_PLUGIN_NAME } from '../../site';
import { precompressFiles } from '../../serving/precompress';
import { loadToolchain } from './libraries';
import { llmsTxt, sectionsOf, type LlmsPage, type SidebarItem } from './llmsTxt';
import { ADMONITION_KEYWORDS, pageToMarkdown, type ConvertOptions } from './toMarkdown';
import { llmsTxtPathOf, markdownPathOf, pagePathOf } from '../../browser/markdownUrls';

export type LlmsOptions = {
  /** Versions of this build (links to pages of the others are full addresses). */
  includedVersions: string[];
  /** Every written version (each llms.txt lists the others'), newest first. */
  siteVersions: LlmsInput['siteVersions'];
};

/** What this plugin reads of a loaded docs version. */
export type LlmsVersion = Pick<
  LoadedVersion,
  'versionName' | 'label' | 'path' | 'contentPath' | 'contentPathLocalized'
> & {
  docs: Pick<DocMetadata, 'id' | 'title' | 'description' | 'permalink' | 'source' | 'unlisted'>[];
  sidebars: Record<string, SidebarItem[]>;
};

/** The admonition labels the site shows, from the locale's code.json (theme.admonition.*). */
export function admonitionLabels(localizationDir: string): Record<string, string> {
  const file = path.join(localizationDir, 'code.json');
  const labels: Record<string, string> = {
    note: '备注',
    tip: '提示',
    info: '信息',
    warning: '注意',
    danger: '危险',
    caution: '警告',
  };
  if (fs.existsSync(file)) {
    const code = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: string }>;
    for (const [id, { message }] of Object.entries(code)) {
      const type = /^theme\.admonition\.(\w+)$/.exec(id)?.[1];
      if (type && message) labels[type] = message;
    }
  }
  // Docusaurus' aliases show the label of the type they stand for.
  return {
    secondary: labels.note,
    important: labels.info,
    success: labels.tip,
    ...labels,
    [TRANSLATOR_NOTE]: TRANSLATOR_NOTE_LABEL,
  };
}

/** The page file of a doc, and its path inside the version folder. */
function fileOf(siteDir: string, version: LlmsVersion, docSource: string) {
  const file = path.join(siteDir, docSource.replace(/^@site\//, ''));
  const folder = [version.contentPathLocalized, version.contentPath].find(
    (dir) => dir && !path.relative(dir, file).startsWith('..'),
  );
  const source = path
    .relative(folder ?? version.contentPath, file)
    .split(path.sep)
    .join('/');
  return { file, source };
}

/** What the Markdown copies and llms.txt files are made from. */
export type LlmsInput = {
  siteDir: string;
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  siteTitle: string;
  tagline: string;
  versions: LlmsVersion[];
  includedVersions: string[];
  /** Every written version (each llms.txt lists the others'), newest first; a version's path is its URL prefix. */
  siteVersions: { name: string; label: string; path: string }[];
  convert: ConvertOptions;
};

/**
 * Converted pages are kept between builds (src/buildCache). A page's entry
 * depends on its file and text, and on everything else a conversion reads:
 * the code that converts (this folder and the modules it imports), the
 * route inventory, Docusaurus's version (its Markdown toolchain), and the
 * build's versions, pages and options.
 */
export const LLMS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'llms');
const CONVERSION_CODE = [
  'plugins/llms',
  'remark',
  'versions',
  'data',
  'browser/markdownUrls.ts',
].map((dir) => path.resolve(__dirname, '../..', dir));

function conversionKey(input: LlmsInput): string {
  const docusaurus = packageVersion('@docusaurus/core');
  return cacheKey(
    hashOfFiles([...CONVERSION_CODE, path.join(input.siteDir, INVENTORY_FILE)]),
    docusaurus,
    JSON.stringify({
      siteUrl: input.siteUrl,
      baseUrl: input.baseUrl,
      includedVersions: input.includedVersions,
      convert: input.convert,
      pages: input.versions.map((v) => [v.versionName, v.docs.map((d) => [d.source, d.permalink])]),
    }),
  );
}

type LlmsDoc = LlmsVersion['docs'][number];

/**
 * Each page's Markdown, version by version: taken from the cache, or
 * converted from the page's source file and cached.
 */
export async function convertPages(
  input: LlmsInput,
  each: (version: LlmsVersion, doc: LlmsDoc, markdown: string) => void = () => {},
): Promise<void> {
  const toolchain = await loadToolchain();
  const buildKey = conversionKey(input);
  const resolvePending = createPendingLinkResolver({
    siteDir: input.siteDir,
    includedVersions: input.includedVersions,
  });
  for (const version of input.versions) {
    const docs = version.docs.map((doc) => ({
      doc,
      ...fileOf(input.siteDir, version, doc.source),
    }));
    const permalinks = new Map(docs.map(({ source, doc }) => [source, doc.permalink]));
    for (const { doc, file, source } of docs) {
      const text = fs.readFileSync(file, 'utf8');
      const key = cacheKey(buildKey, file, doc.title, text);
      const markdown = cachedTextSync(LLMS_CACHE_DIR, key, () =>
        pageToMarkdown(
          toolchain,
          {
            text,
            format: file.endsWith('.mdx') ? 'mdx' : 'md',
            title: doc.title,
            links: {
              siteUrl: input.siteUrl,
              baseUrl: input.baseUrl,
              permalink: doc.permalink,
              source,
              permalinkOfSource: (s) => permalinks.get(s),
              pendingLink: (url) => resolvePending(url, file),
            },
          },
          input.convert,
        ),
      );
      each(version, doc, markdown);
    }
  }
}

/** Writes the Markdown copies and llms.txt of every loaded version; returns the files written. */
export async function writeLlmsFiles(input: LlmsInput): Promise<string[]> {
  const origin = input.siteUrl.replace(/\/$/, '');
  const written: string[] = [];
  const write = (urlPath: string, content: string) => {
    const file = path.join(input.outDir, urlPath.slice(input.baseUrl.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    written.push(file);
  };

  const listed = new Map<LlmsVersion, LlmsPage[]>(input.versions.map((v) => [v, []]));
  await convertPages(input, (version, doc, markdown) => {
    const pagePath = pagePathOf(doc.permalink, version.path);
    write(markdownPathOf(pagePath), markdown);
    if (!doc.unlisted) {
      listed.get(version)!.push({
        id: doc.id,
        title: doc.title,
        url: `${origin}${pagePath}`,
        description: doc.description,
      });
    }
  });

  for (const [version, pages] of listed) {
    const others = input.siteVersions
      .filter((v) => v.name !== version.versionName)
      .map((v) => `- [${v.label}](${origin}${llmsTxtPathOf(v.path)})`);
    const example = pages.find((p) => p.id === 'apis/camera') ?? pages[0];
    write(
      llmsTxtPathOf(version.path),
      llmsTxt({
        title: `${input.siteTitle}（${version.label}）`,
        summary: `${input.tagline}本文件列出 Capacitor ${version.label} 中文文档的全部 ${pages.length} 个页面。`,
        details: [
          `每个页面都有一份纯 Markdown 副本，地址是页面网址加上 \`.md\`（网址以 \`/\` 结尾的版本首页加 \`index.html.md\`）${
            example ? `，例如 ${origin}${markdownPathOf(new URL(example.url).pathname)}` : ''
          }。`,
          `中文页面与英文文档（${ENGLISH_DOCS}）使用相同的路径和标题锚点。`,
        ],
        sections: sectionsOf(version.sidebars, pages),
        extra: others.length > 0 ? [{ title: '其他版本', lines: others }] : [],
      }),
    );
  }
  return written;
}

/** The plugin, for `plugins` in docusaurus.config.ts: `llms({ includedVersions, siteVersions })`. */
export default function llms(options: LlmsOptions): PluginModule {
  return (context) => {
    const { siteConfig } = context;
    const inputOf = (versions: LlmsVersion[]): LlmsInput => ({
      siteDir: context.siteDir,
      outDir: context.outDir,
      siteUrl: siteConfig.url,
      baseUrl: siteConfig.baseUrl,
      siteTitle: siteConfig.title,
      tagline: siteConfig.tagline,
      versions,
      includedVersions: options.includedVersions,
      siteVersions: options.siteVersions,
      convert: {
        admonitionKeywords: [...ADMONITION_KEYWORDS, TRANSLATOR_NOTE],
        admonitionLabels: admonitionLabels(context.localizationDir),
      },
    });
    return {
      name: 'llms',
      async postBuild({ plugins }) {
        const docs = plugins.find((p) => p.name === DOCS_PLUGIN_NAME)?.content as
          LoadedContent | undefined;
        const input = inputOf(docs?.loadedVersions ?? []);
        // Precompressed here, as the search plugin does its indexes: the
        // serving plugin lists the build's files while this one still writes.
        await precompressFiles(await writeLlmsFiles(input));
      },
    };
  };
}
