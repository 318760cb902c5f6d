/**
 * The Markdown toolchain Docusaurus itself compiles our pages with (unified,
 * remark-parse, remark-mdx, remark-gfm, remark-directive, remark-frontmatter,
 * remark-comment, remark-stringify) and its own preprocessing helpers
 * (@docusaurus/utils). None is a dependency of this site: each is resolved
 * through the package that declares it, starting from @docusaurus/core, so
 * the copies are the ones Docusaurus uses, wherever npm put them.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const CORE = '@docusaurus/core/package.json';
const MDX_LOADER = [CORE, '@docusaurus/mdx-loader'];
const MDX = [...MDX_LOADER, '@mdx-js/mdx'];

/** Each package, after the chain of packages that leads to it (each declares the next). */
export const DECLARED_BY: Record<string, string[]> = {
  unified: [...MDX_LOADER, 'unified'],
  'remark-parse': [...MDX, 'remark-parse'],
  'remark-mdx': [...MDX, 'remark-mdx'],
  'remark-gfm': [...MDX_LOADER, 'remark-gfm'],
  'remark-directive': [...MDX_LOADER, 'remark-directive'],
  'remark-frontmatter': [...MDX_LOADER, 'remark-frontmatter'],
  '@slorber/remark-comment': [...MDX_LOADER, '@slorber/remark-comment'],
  'remark-stringify': [...MDX_LOADER, 'remark-gfm', 'remark-stringify'],
  '@docusaurus/utils': [CORE, '@docusaurus/utils'],
};

/** The entry file of the last package of a chain, each resolved from the one before. */
export function resolveThrough(chain: string[]): string {
  let from = __filename;
  for (const name of chain) from = createRequire(from).resolve(name);
  return from;
}

type Plugin = (...args: never[]) => unknown;

/** The parts of unified this module uses (no types: the packages are not ours to type-import). */
export type Processor = {
  use(plugin: unknown, options?: unknown): Processor;
  parse(text: string): unknown;
  stringify(tree: unknown): string;
};

export type Toolchain = {
  unified: () => Processor;
  remarkParse: Plugin;
  remarkMdx: Plugin;
  remarkGfm: Plugin;
  remarkDirective: Plugin;
  remarkFrontmatter: Plugin;
  remarkComment: Plugin;
  remarkStringify: Plugin;
  escapeMarkdownHeadingIds: (content: string) => string;
  admonitionTitleToDirectiveLabel: (content: string, keywords: string[]) => string;
  unwrapMdxCodeBlocks: (content: string) => string;
};

async function load(name: string): Promise<Record<string, unknown>> {
  return import(pathToFileURL(resolveThrough(DECLARED_BY[name])).href);
}

let loading: Promise<Toolchain> | undefined;

export function loadToolchain(): Promise<Toolchain> {
  loading ??= (async () => {
    const [unified, parse, mdx, gfm, directive, frontmatter, comment, stringify, utils] =
      await Promise.all(Object.keys(DECLARED_BY).map(load));
    // @docusaurus/utils is CommonJS: its exports may sit under `default`.
    const helpers = (utils.escapeMarkdownHeadingIds ? utils : utils.default) as Record<
      string,
      unknown
    >;
    return {
      unified: unified.unified as Toolchain['unified'],
      remarkParse: parse.default as Plugin,
      remarkMdx: mdx.default as Plugin,
      remarkGfm: gfm.default as Plugin,
      remarkDirective: directive.default as Plugin,
      remarkFrontmatter: frontmatter.default as Plugin,
      remarkComment: comment.default as Plugin,
      remarkStringify: stringify.default as Plugin,
      escapeMarkdownHeadingIds:
        helpers.escapeMarkdownHeadingIds as Toolchain['escapeMarkdownHeadingIds'],
      admonitionTitleToDirectiveLabel:
        helpers.admonitionTitleToDirectiveLabel as Toolchain['admonitionTitleToDirectiveLabel'],
      unwrapMdxCodeBlocks: helpers.unwrapMdxCodeBlocks as Toolchain['unwrapMdxCodeBlocks'],
    };
  })();
  return loading;
}
