/**
 * Markdown of an API reference section from the metadata: headings with the
 * English site's anchors, signatures, and tables of types, defaults and
 * versions. Description cells hold DESCRIPTION, which translators replace
 * with Chinese (the content check rejects a page that still has one).
 */
import type { ApiMetadata, ApiMethod, ApiProperty } from './types';

export const DESCRIPTION = '待补充说明';

/** github-slugger's rule, which gives the English site's heading ids. */
export function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function methodHeading(m: ApiMethod): string {
  if (m.parameters.length === 0) return `${m.name}()`;
  // Listeners are headed by their event names, as docgen does: addListener('a' | 'b', ...).
  const events = m.parameters[0].type
    .split('|')
    .map((t) => /^\s*(['"])([^'"]*)\1\s*$/.exec(t)?.[2]);
  if (m.name === 'addListener' && events.every(Boolean))
    return `addListener(${events.map((e) => `'${e}'`).join(' | ')}, ...)`;
  return `${m.name}(...)`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Type name → heading id of its declaration on this page. */
type Linkable = Map<string, string>;

function typeCode(type: string, linkable: Linkable): string {
  const html = escapeHtml(type)
    .replace(/\|/g, '&#124;')
    .replace(/\b[A-Za-z_]\w*\b/g, (name) =>
      linkable.has(name) ? `<a href="#${linkable.get(name)}">${name}</a>` : name,
    );
  // A multi-line type (an object type alias) is a block: inside a paragraph it
  // would put a code block in a <p>.
  return html.includes('\n') ? `<pre><code>${html}</code></pre>` : `<code>${html}</code>`;
}

function methodSection(m: ApiMethod, linkable: Linkable, depth: string): string[] {
  const heading = methodHeading(m);
  const lines = [
    `${depth} ${heading} {#${slugify(heading)}}`,
    '',
    '```typescript',
    m.signature,
    '```',
    '',
    DESCRIPTION,
    '',
  ];
  if (m.parameters.length > 0) {
    lines.push('| 参数 | 类型 | 说明 |', '| --- | --- | --- |');
    for (const p of m.parameters)
      lines.push(`| **\`${p.name}\`** | ${typeCode(p.type, linkable)} | ${DESCRIPTION} |`);
    lines.push('');
  }
  if (m.returns !== 'void' && m.returns !== 'Promise<void>')
    lines.push(`**返回值：** ${typeCode(m.returns, linkable)}`, '');
  if (m.since) lines.push(`**起始版本：** ${m.since}`, '');
  lines.push('---', '');
  return lines;
}

/**
 * A Markdown table. Columns listed in `optional` (defaults, versions) are left
 * out when no row has a value: an empty column only costs width on a phone.
 */
function table(header: string[], rows: string[][], optional: string[] = []): string[] {
  const keep = header.map(
    (title, column) => !optional.includes(title) || rows.some((row) => row[column] !== ''),
  );
  const pick = (cells: string[]) => cells.filter((_, column) => keep[column]);
  const line = (cells: string[]) => `| ${pick(cells).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line), ''];
}

function propertyTable(properties: ApiProperty[], linkable: Linkable): string[] {
  return table(
    ['属性', '类型', '说明', '默认值', '起始版本'],
    properties.map((p) => [
      `**\`${p.name}\`**`,
      typeCode(p.type, linkable),
      DESCRIPTION,
      p.default ? `<code>${escapeHtml(p.default)}</code>` : '',
      p.since ?? '',
    ]),
    ['默认值', '起始版本'],
  );
}

export function renderApiReference(api: ApiMetadata): string {
  // The page's own section headings come first, so a type named API gets api-1, as on the English site.
  const used = new Map<string, number>(
    ['configuration', 'api', 'interfaces', 'type-aliases', 'enums'].map((id) => [id, 1]),
  );
  /** Heading id, numbered like github-slugger when a name repeats. */
  const anchor = (name: string) => {
    const base = slugify(name);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
  const declarations = [...api.interfaces, ...api.typeAliases, ...api.enums];
  const headingId = new Map(declarations.map((d) => [d, anchor(d.name)]));
  const linkable: Linkable = new Map();
  for (const d of declarations) if (!linkable.has(d.name)) linkable.set(d.name, headingId.get(d)!);
  const lines: string[] = [];
  if (api.pluginConfig.length > 0) {
    lines.push(
      '## 配置 {#configuration}',
      '',
      DESCRIPTION,
      '',
      ...propertyTable(api.pluginConfig, linkable),
    );
  }
  lines.push('## API {#api}', '');
  for (const m of api.methods)
    lines.push(`- [\`${methodHeading(m)}\`](#${slugify(methodHeading(m))})`);
  if (api.interfaces.length) lines.push('- [接口](#interfaces)');
  if (api.typeAliases.length) lines.push('- [类型别名](#type-aliases)');
  if (api.enums.length) lines.push('- [枚举](#enums)');
  lines.push('');
  for (const m of api.methods) lines.push(...methodSection(m, linkable, '###'));
  if (api.interfaces.length) {
    lines.push('### 接口 {#interfaces}', '');
    for (const i of api.interfaces) {
      lines.push(`#### ${i.name} {#${headingId.get(i)}}`, '', DESCRIPTION, '');
      if (i.properties.length) lines.push(...propertyTable(i.properties, linkable));
      if (i.methods.length) {
        lines.push(
          ...table(
            ['方法', '签名', '说明', '起始版本'],
            i.methods.map((m) => [
              `**${m.name}**`,
              typeCode(m.signature, linkable),
              DESCRIPTION,
              m.since ?? '',
            ]),
            ['起始版本'],
          ),
        );
      }
    }
  }
  if (api.typeAliases.length) {
    lines.push('### 类型别名 {#type-aliases}', '');
    for (const t of api.typeAliases) {
      lines.push(
        `#### ${t.name} {#${headingId.get(t)}}`,
        '',
        DESCRIPTION,
        '',
        typeCode(t.type, linkable),
        '',
      );
    }
  }
  if (api.enums.length) {
    lines.push('### 枚举 {#enums}', '');
    for (const e of api.enums) {
      lines.push(
        `#### ${e.name} {#${headingId.get(e)}}`,
        '',
        ...table(
          ['成员', '值', '说明', '起始版本'],
          e.members.map((m) => [
            `**\`${m.name}\`**`,
            `<code>${escapeHtml(m.value)}</code>`,
            DESCRIPTION,
            m.since ?? '',
          ]),
          ['起始版本'],
        ),
      );
    }
  }
  return lines.join('\n');
}
