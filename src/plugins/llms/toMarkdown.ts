/**
 * One doc page as plain Markdown, for AI assistants: parsed the way
 * Docusaurus parses it (same preprocessing, remark-mdx for .mdx files), then
 * front matter, imports, <head> and comments dropped; Tabs, DocCards,
 * admonitions and inline HTML turned into ordinary Markdown; `{#id}` heading
 * ids removed; every link made absolute. Code blocks are kept as written.
 */
import { sourceOfFileLink } from '../../versions/fileLinks';
import { attributesOf, decodeEntities } from '../../lib/html';
import type { Toolchain } from './libraries';

/** A Markdown (mdast / MDX) node, loosely: only the fields this module reads or writes. */
export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  name?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  lang?: string | null;
  meta?: string | null;
  attributes?: JsxAttribute[];
  data?: Record<string, unknown>;
};

type JsxAttribute = {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: Estree } };
};

type Estree = { type: string; [key: string]: unknown };

export type PageLinks = {
  /** The site's origin, e.g. https://capacitorjs.com (docusaurus.config `url`). */
  siteUrl: string;
  /** The site's base URL, e.g. /docs/ (docusaurus.config `baseUrl`). */
  baseUrl: string;
  /** The page's own URL path, e.g. /docs/apis/camera. */
  permalink: string;
  /** The page file inside its version folder, e.g. apis/camera.md. */
  source: string;
  /** The URL path of a page of the same version, by its file inside the version folder. */
  permalinkOfSource: (source: string) => string | undefined;
  /**
   * Where a link to a page outside this build goes, as the site links it:
   * the English page when ours is not written yet (`english`), else the
   * path of ours in its own build (`pathname://…`).
   */
  pendingLink?: (url: string) => { url: string; english: boolean } | undefined;
};

export type PageInput = {
  /** The page file's full text, front matter included. */
  text: string;
  format: 'md' | 'mdx';
  /** The page title: the Markdown copy starts with it when the page has no `# heading`. */
  title: string;
  links: PageLinks;
};

export type ConvertOptions = {
  /** Admonition keywords (Docusaurus' defaults unless configured). */
  admonitionKeywords?: string[];
  /** The label of each admonition type, as the site shows it (备注, 提示 …). */
  admonitionLabels: Record<string, string>;
};

/** Docusaurus' default admonition keywords. */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/** Link text the site appends to links that open the English site. */
export const PENDING_SUFFIX = '（英文）';

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);
const FLOW_PARENTS = new Set([
  'root',
  'blockquote',
  'listItem',
  'footnoteDefinition',
  'containerDirective',
  'mdxJsxFlowElement',
]);
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'link',
  'linkReference',
  'emphasis',
  'strong',
  'delete',
  'mdxJsxTextElement',
  'textDirective',
  'leafDirective',
]);
/** Elements whose content is not page text. */
const DROPPED_ELEMENTS = new Set(['head', 'title', 'meta', 'link', 'style', 'script']);
const VOID_TAGS = new Set(['br', 'img', 'hr', 'wbr', 'input', 'meta', 'source']);

const text = (value: string): MdNode => ({ type: 'text', value });
const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
const strong = (children: MdNode[]): MdNode => ({ type: 'strong', children });

export function plainText(node: MdNode | MdNode[]): string {
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
    return node.value ?? '';
  if (node.type === 'break') return '\n';
  return node.children ? plainText(node.children) : '';
}

function htmlAttribute(tag: string, name: string): string | undefined {
  return attributesOf(tag)[name];
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''));
}

/** The value of a JS expression made only of literals, arrays and objects (else undefined). */
export function literalValue(node: Estree | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Program': {
      const body = node.body as Estree[];
      return body.length === 1 ? literalValue(body[0]) : undefined;
    }
    case 'ExpressionStatement':
      return literalValue(node.expression as Estree);
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis[0]?.value.cooked : undefined;
    }
    case 'ArrayExpression':
      return (node.elements as Estree[]).map((element) => literalValue(element));
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as Estree[]) {
        if (property.type !== 'Property') return undefined;
        const key = property.key as Estree;
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
        result[name] = literalValue(property.value as Estree);
      }
      return result;
    }
    default:
      return undefined;
  }
}

function jsxAttribute(node: MdNode, name: string): unknown {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  return literalValue(value.data?.estree);
}

function jsxString(node: MdNode, name: string): string | undefined {
  const value = jsxAttribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

function splitSuffix(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

export type ResolvedUrl = { url: string; english: boolean };

/** A link of the page as an absolute URL, resolved as Docusaurus resolves it on the site. */
export function resolveUrl(url: string, links: PageLinks): ResolvedUrl {
  const origin = links.siteUrl.replace(/\/$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return { url, english: false };
  const pageUrl = `${origin}${links.permalink}`;
  if (url.startsWith('#')) return { url: `${pageUrl}${url}`, english: false };
  const pending = links.pendingLink?.(url);
  if (pending?.english) return pending;
  if (pending)
    return { url: `${origin}${pending.url.replace(/^pathname:\/\//, '')}`, english: false };
  const [pathname, suffix] = splitSuffix(url);
  if (/\.mdx?$/.test(pathname)) {
    // As Docusaurus resolves them: from the page's folder, and a bare `x.md`
    // also from the version folder.
    const file = decodeURI(pathname);
    const candidates = [sourceOfFileLink(links.source, file)];
    if (!/^\.{1,2}\//.test(file)) candidates.push(sourceOfFileLink(links.source, `/${file}`));
    const permalink = candidates.map(links.permalinkOfSource).find(Boolean);
    if (!permalink) {
      throw new Error(`${links.source}: the file link ${url} names no page of this version`);
    }
    return { url: `${origin}${permalink}${suffix}`, english: false };
  }
  if (pathname.startsWith('/')) {
    const base = links.baseUrl.replace(/\/$/, '');
    const withBase =
      pathname === base || pathname.startsWith(`${base}/`) ? pathname : `${base}${pathname}`;
    return { url: `${origin}${withBase}${suffix}`, english: false };
  }
  return { url: new URL(url, pageUrl).href, english: false };
}

type Context = { links: PageLinks; options: ConvertOptions; keywords: Set<string> };

function isFlow(node: MdNode): boolean {
  return !PHRASING.has(node.type);
}

/** Flow content: runs of phrasing nodes wrapped in paragraphs. */
function asFlow(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    const meaningful = run.some((n) => n.type !== 'text' || (n.value ?? '').trim() !== '');
    if (meaningful) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (isFlow(node)) {
      flush();
      out.push(node);
    } else run.push(node);
  }
  flush();
  return out;
}

/** Phrasing content: paragraphs unwrapped, other blocks as their text. */
function asPhrasing(nodes: MdNode[]): MdNode[] {
  return nodes.flatMap((node) => {
    if (!isFlow(node)) return [node];
    if (node.type === 'paragraph' || node.type === 'heading') return node.children ?? [];
    return [text(plainText(node))];
  });
}

type Frame = { tag: string; open: string; children: MdNode[] };

function closeFrame(frame: Frame): MdNode[] {
  switch (frame.tag) {
    case 'code':
    case 'kbd':
    case 'tt':
      return [{ type: 'inlineCode', value: plainText(frame.children) }];
    case 'a': {
      const href = htmlAttribute(frame.open, 'href');
      return href ? [{ type: 'link', url: href, children: frame.children }] : frame.children;
    }
    case 'strong':
    case 'b':
      return [strong(frame.children)];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: frame.children }];
    default:
      return frame.children;
  }
}

/**
 * Inline HTML of .md pages (the API reference's `<code><a href="#x">X</a></code>`)
 * as Markdown: each tag pair becomes the node it stands for; unknown tags
 * leave their content.
 */
function foldInlineHtml(nodes: MdNode[]): MdNode[] {
  if (!nodes.some((n) => n.type === 'html')) return nodes;
  const root: Frame = { tag: '', open: '', children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1];
  for (const node of nodes) {
    if (node.type !== 'html') {
      top().children.push(node);
      continue;
    }
    const value = (node.value ?? '').trim();
    const tag = /^<(\/)?([a-z][a-z0-9-]*)\b[^>]*?(\/)?>$/i.exec(value);
    if (!tag) {
      const inner = stripTags(value);
      if (inner.trim()) top().children.push(text(inner));
      continue;
    }
    const [, closing, rawName, selfClosing] = tag;
    const name = rawName.toLowerCase();
    if (closing) {
      const index = stack.map((f) => f.tag).lastIndexOf(name);
      if (index <= 0) continue;
      while (stack.length > index) {
        const frame = stack.pop()!;
        top().children.push(...closeFrame(frame));
      }
    } else if (name === 'br') {
      top().children.push({ type: 'break' });
    } else if (name === 'img') {
      const src = htmlAttribute(value, 'src');
      if (src) top().children.push({ type: 'image', url: src, alt: htmlAttribute(value, 'alt') });
    } else if (!selfClosing && !VOID_TAGS.has(name)) {
      stack.push({ tag: name, open: value, children: [] });
    }
  }
  while (stack.length > 1) {
    const frame = stack.pop()!;
    top().children.push(...frame.children);
  }
  return root.children;
}

/** An embedded frame (a video, mostly) as a link to what it shows. */
function embedLink(src: string, title: string | undefined): MdNode {
  const label = title ?? (/youtube\.com|youtu\.be|vimeo\.com/.test(src) ? '视频' : '嵌入内容');
  return { type: 'link', url: src, children: [text(label)] };
}

/** Block HTML of .md pages: comments dropped, <pre> as a code block, <iframe> as a link, else its text. */
function blockHtml(value: string): MdNode[] {
  const html = value.trim();
  if (/^<!--[\s\S]*-->$/.test(html)) return [];
  if (/^<pre\b/i.test(html)) {
    return [
      { type: 'code', lang: null, meta: null, value: stripTags(html).replace(/^\n|\n$/g, '') },
    ];
  }
  if (/^<iframe\b/i.test(html)) {
    const src = htmlAttribute(html, 'src');
    return src ? [paragraph([embedLink(src, htmlAttribute(html, 'title'))])] : [];
  }
  const folded = foldInlineHtml([{ type: 'html', value: html }]);
  return folded.length > 0 ? [paragraph(folded)] : [];
}

function admonition(node: MdNode, ctx: Context): MdNode[] {
  const children = node.children ?? [];
  const labelNode = children.find((c) => c.data?.directiveLabel);
  const body = children.filter((c) => c !== labelNode);
  const name = node.name ?? 'note';
  const label = labelNode
    ? convertChildren(labelNode, ctx)
    : [text(ctx.options.admonitionLabels[name] ?? name)];
  return [
    {
      type: 'blockquote',
      children: [paragraph([strong(label)]), ...asFlow(convertNodes(body, ctx, 'flow'))],
    },
  ];
}

function tabs(node: MdNode, ctx: Context): MdNode[] {
  const values = jsxAttribute(node, 'values');
  const labels = new Map<string, string>();
  if (Array.isArray(values)) {
    for (const entry of values as { value?: unknown; label?: unknown }[]) {
      if (typeof entry?.value === 'string')
        labels.set(entry.value, typeof entry.label === 'string' ? entry.label : entry.value);
    }
  }
  return (node.children ?? []).flatMap((child) => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem')
      return convertNode(child, ctx, 'flow');
    const value = jsxString(child, 'value') ?? '';
    const label = jsxString(child, 'label') ?? labels.get(value) ?? value;
    return [
      paragraph([strong([text(label)])]),
      ...asFlow(convertNodes(child.children ?? [], ctx, 'flow')),
    ];
  });
}

function docCard(node: MdNode, ctx: Context): MdNode[] {
  const item = jsxAttribute(node, 'item') as
    { label?: string; href?: string; description?: string } | undefined;
  if (!item?.label) return [];
  const resolved = item.href ? resolveUrl(item.href, ctx.links) : undefined;
  const title: MdNode = resolved
    ? { type: 'link', url: resolved.url, children: [text(item.label)] }
    : text(item.label);
  const line = [title, ...(item.description ? [text(`：${item.description}`)] : [])];
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      data: { docCards: true },
      children: [{ type: 'listItem', spread: false, children: [paragraph(line)] }],
    },
  ];
}

function jsxElement(node: MdNode, ctx: Context): MdNode[] {
  const name = node.name ?? '';
  const children = () => convertNodes(node.children ?? [], ctx, 'any');
  if (DROPPED_ELEMENTS.has(name)) return [];
  switch (name) {
    case 'Tabs':
      return tabs(node, ctx);
    case 'DocCard':
      return docCard(node, ctx);
    case 'a': {
      const href = jsxString(node, 'href');
      return href ? [link({ type: 'link', url: href, children: node.children }, ctx)] : children();
    }
    case 'img': {
      const src = jsxString(node, 'src');
      return src
        ? [{ type: 'image', url: resolveUrl(src, ctx.links).url, alt: jsxString(node, 'alt') }]
        : [];
    }
    case 'br':
      return [{ type: 'break' }];
    case 'code':
      return [{ type: 'inlineCode', value: plainText(node.children ?? []) }];
    case 'pre':
      return [{ type: 'code', lang: null, meta: null, value: plainText(node.children ?? []) }];
    case 'iframe': {
      const src = jsxString(node, 'src');
      return src ? [embedLink(src, jsxString(node, 'title'))] : [];
    }
    case 'strong':
    case 'b':
      return [strong(asPhrasing(children()))];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: asPhrasing(children()) }];
    case 'p':
      return [paragraph(asPhrasing(children()))];
    default: {
      const heading = /^h([1-6])$/.exec(name);
      if (heading)
        return [{ type: 'heading', depth: Number(heading[1]), children: asPhrasing(children()) }];
      // Wrappers (div, span, button, TabItem outside Tabs …) leave their content.
      return children();
    }
  }
}

function link(node: MdNode, ctx: Context): MdNode {
  const { url, english } = resolveUrl(node.url ?? '', ctx.links);
  const children = asPhrasing(convertNodes(node.children ?? [], ctx, 'phrasing'));
  if (english && !plainText(children).endsWith(PENDING_SUFFIX)) children.push(text(PENDING_SUFFIX));
  return { ...node, url, children };
}

function stripHeadingId(children: MdNode[]): MdNode[] {
  const last = children[children.length - 1];
  if (last?.type !== 'text') return children;
  const value = (last.value ?? '').replace(/\s*\{#[^}]*\}\s*$/, '');
  return [...children.slice(0, -1), ...(value ? [{ ...last, value }] : [])];
}

function convertChildren(node: MdNode, ctx: Context): MdNode[] {
  const kind = FLOW_PARENTS.has(node.type)
    ? 'flow'
    : PHRASING_PARENTS.has(node.type)
      ? 'phrasing'
      : 'any';
  const converted = convertNodes(node.children ?? [], ctx, kind);
  return kind === 'flow'
    ? asFlow(converted)
    : kind === 'phrasing'
      ? asPhrasing(converted)
      : converted;
}

function convertNodes(nodes: MdNode[], ctx: Context, kind: 'flow' | 'phrasing' | 'any'): MdNode[] {
  const folded = kind === 'phrasing' ? foldInlineHtml(nodes) : nodes;
  return folded.flatMap((node) => convertNode(node, ctx, kind));
}

function convertNode(node: MdNode, ctx: Context, kind: 'flow' | 'phrasing' | 'any'): MdNode[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      // `{' '}` keeps its text; comments and other expressions are not page text.
      const value = literalValue(node.data?.estree as Estree | undefined);
      return typeof value === 'string' && value ? [text(value)] : [];
    }
    case 'html':
      return kind === 'flow' ? blockHtml(node.value ?? '') : foldInlineHtml([node]);
    case 'heading':
      return [
        {
          ...node,
          children: asPhrasing(convertNodes(stripHeadingId(node.children ?? []), ctx, 'phrasing')),
        },
      ];
    case 'paragraph': {
      const children = convertNodes(node.children ?? [], ctx, 'phrasing');
      // A block inside a paragraph (e.g. an `<h2>` written as JSX) splits it.
      return children.some(isFlow) ? asFlow(children) : [{ ...node, children }];
    }
    case 'link':
      return [link(node, ctx)];
    case 'definition':
    case 'image':
      return [{ ...node, url: resolveUrl(node.url ?? '', ctx.links).url }];
    case 'containerDirective':
      return ctx.keywords.has(node.name ?? '')
        ? admonition(node, ctx)
        : asFlow(convertNodes(node.children ?? [], ctx, 'flow'));
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive the site knows: Docusaurus shows it as the text it was written as.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const label = node.children?.length
        ? [text('['), ...convertNodes(node.children, ctx, 'phrasing'), text(']')]
        : [];
      const inline = [text(`${marker}${node.name}`), ...label];
      return node.type === 'leafDirective' ? [paragraph(inline)] : inline;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, ctx);
    default:
      return node.children ? [{ ...node, children: convertChildren(node, ctx) }] : [node];
  }
}

/** Lists made of consecutive DocCards become one list. */
function mergeDocCardLists(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    const previous = out[out.length - 1];
    if (node.data?.docCards && previous?.data?.docCards) {
      out[out.length - 1] = {
        ...previous,
        children: [...(previous.children ?? []), ...(node.children ?? [])],
      };
    } else {
      out.push(node.children ? { ...node, children: mergeDocCardLists(node.children) } : node);
    }
  }
  return out;
}

/** Node types that must not reach the Markdown copy. */
const NOT_MARKDOWN = /^(mdx|html$|yaml$|toml$|containerDirective$|leafDirective$|textDirective$)/;

function assertPlainMarkdown(node: MdNode, where: string): void {
  if (NOT_MARKDOWN.test(node.type)) {
    throw new Error(`${where}: a ${node.type} node is left in the Markdown copy`);
  }
  node.children?.forEach((child) => assertPlainMarkdown(child, where));
}

function preprocess(toolchain: Toolchain, input: PageInput, keywords: string[]): string {
  let content = toolchain.unwrapMdxCodeBlocks(input.text);
  content = toolchain.escapeMarkdownHeadingIds(content);
  return toolchain.admonitionTitleToDirectiveLabel(content, keywords);
}

/** The page as plain Markdown. */
export function pageToMarkdown(
  toolchain: Toolchain,
  input: PageInput,
  options: ConvertOptions,
): string {
  const keywords = options.admonitionKeywords ?? ADMONITION_KEYWORDS;
  let parser = toolchain
    .unified()
    .use(toolchain.remarkParse)
    .use(toolchain.remarkFrontmatter)
    .use(toolchain.remarkDirective)
    .use(toolchain.remarkGfm);
  if (input.format === 'mdx') parser = parser.use(toolchain.remarkMdx).use(toolchain.remarkComment);
  const tree = parser.parse(preprocess(toolchain, input, keywords)) as MdNode;

  const ctx: Context = { links: input.links, options, keywords: new Set(keywords) };
  let children = mergeDocCardLists(asFlow(convertNodes(tree.children ?? [], ctx, 'flow')));
  const first = children[0];
  if (!(first?.type === 'heading' && first.depth === 1)) {
    children = [{ type: 'heading', depth: 1, children: [text(input.title)] }, ...children];
  }
  const root: MdNode = { type: 'root', children };
  assertPlainMarkdown(root, input.links.source);

  const markdown = toolchain
    .unified()
    .use(toolchain.remarkStringify, {
      bullet: '-',
      emphasis: '_',
      strong: '*',
      fence: '`',
      fences: true,
      listItemIndent: 'one',
      rule: '-',
    })
    // Unpadded tables: padding by character count misaligns Chinese text anyway.
    .use(toolchain.remarkGfm, { tablePipeAlign: false })
    .stringify(root);
  return `${markdown.trim()}\n`;
}
