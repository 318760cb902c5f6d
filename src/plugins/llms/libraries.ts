/**
 * The Markdown toolchain the copies are made with: the parser and plugins
 * Docusaurus compiles our pages with (declared in package.json at the
 * versions @docusaurus/mdx-loader uses), and Docusaurus's own preprocessing
 * helpers. They are ES modules, loaded once.
 */
type Plugin = (...args: never[]) => unknown;

/** The parts of unified this module uses. */
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

let loading: Promise<Toolchain> | undefined;

export function loadToolchain(): Promise<Toolchain> {
  loading ??= (async () => {
    const [unified, parse, mdx, gfm, directive, frontmatter, comment, stringify, utils] =
      await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-mdx'),
        import('remark-gfm'),
        import('remark-directive'),
        import('remark-frontmatter'),
        import('@slorber/remark-comment'),
        import('remark-stringify'),
        import('@docusaurus/utils'),
      ]);
    return {
      unified: unified.unified as unknown as Toolchain['unified'],
      remarkParse: parse.default,
      remarkMdx: mdx.default,
      remarkGfm: gfm.default,
      remarkDirective: directive.default,
      remarkFrontmatter: frontmatter.default,
      remarkComment: comment.default,
      remarkStringify: stringify.default,
      escapeMarkdownHeadingIds: utils.escapeMarkdownHeadingIds,
      admonitionTitleToDirectiveLabel: utils.admonitionTitleToDirectiveLabel,
      unwrapMdxCodeBlocks: utils.unwrapMdxCodeBlocks,
    };
  })();
  return loading;
}
