/**
 * 编辑此页 on every page opens that page's own Markdown file in our
 * repository (SITE_REPOSITORY: src/siteBuild/repository.ts), in its version's directory. Upstream's
 * `custom_edit_url` (kept in the front matter, which follows the English)
 * would override the docs plugin's `editUrl` and send readers to an
 * English README, so the front matter the site reads drops it.
 */
import type { ParseFrontMatter } from '@docusaurus/types';
import { editUrlOf } from '../data/links';

/** The docs plugin's `editUrl` option for our repository's address (src/siteBuild/repository.ts). */
export function docsEditUrl(repositoryUrl: string) {
  return ({ versionDocsDirPath, docPath }: { versionDocsDirPath: string; docPath: string }) =>
    editUrlOf(repositoryUrl, versionDocsDirPath, docPath);
}

/** The `markdown.parseFrontMatter` hook: the default parse, without `custom_edit_url`. */
export const parseFrontMatter: ParseFrontMatter = async ({
  defaultParseFrontMatter,
  ...params
}) => {
  const result = await defaultParseFrontMatter(params);
  const { custom_edit_url: _ignored, ...frontMatter } = result.frontMatter;
  return { ...result, frontMatter };
};
