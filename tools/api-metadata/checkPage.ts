/**
 * Checks a plugin API page against its metadata: every method signature,
 * listener, interface with each property (type, default, since), type alias
 * and enum member must be on the page.
 */
import type { ApiMetadata, ApiProperty } from './types';
import { methodHeading } from './render';
import { decodeEntities } from '../../src/lib/html';

/** Text as a reader sees it: tags dropped, entities decoded, whitespace folded. */
export function plain(markdown: string): string {
  return decodeEntities(markdown.replace(/<[^>]+>/g, '').replace(/\\\|/g, '|'))
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const unquoted = (s: string) => s.replace(/"/g, "'");
const fold = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Doc comments inside a type are prose (translated on the page), not part of the type. */
const withoutComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '');
const typeText = (markdown: string) => plain(withoutComments(markdown));

/** Stands in for an escaped `|` while a row is split into cells (a private-use character). */
const PIPE = '\uE000';

/** Table rows of a piece of Markdown, split into plain-text cells. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|\s*-/.test(line))
    .map((line) =>
      line
        .replace(/&#124;|\\\|/g, PIPE)
        .split('|')
        .slice(1, -1)
        .map((cell) => plain(cell.replaceAll(PIPE, '|'))),
    );
}

type Section = { title: string; id?: string; body: string };

/** The page cut at every heading: each heading's text, explicit id and the Markdown up to the next one. */
function sections(page: string): Section[] {
  const out: Section[] = [];
  const pattern = /^#{2,6}\s+(.+?)\s*(?:\{#([^}]+)\})?\s*$/gm;
  const matches = [...page.matchAll(pattern)];
  matches.forEach((m, i) => {
    const end = i + 1 < matches.length ? matches[i + 1].index : page.length;
    out.push({ title: plain(m[1]), id: m[2], body: page.slice(m.index + m[0].length, end) });
  });
  return out;
}

function codeBlocks(page: string): string {
  return [...page.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => fold(m[1])).join('\n');
}

/** Method-like headings ("get(...)", "addListener('x', ...)") of the reference, which starts at the `{#api}` heading. */
function methodHeadingsOfReference(page: string): string[] {
  const start = page.search(/^##\s.*\{#api\}\s*$/m);
  if (start < 0) return [];
  return sections(page.slice(start))
    .map((s) => s.title)
    .filter((title) => /^\w+\((\.\.\.|'[^']*'[^)]*, \.\.\.)?\)$/.test(title));
}

export function checkApiPage(page: string, api: ApiMetadata): string[] {
  const problems: string[] = [];
  const all = sections(page);
  // A name can head two sections (an interface and a type alias both called Marker).
  const section = (title: string, has: (body: string) => boolean = () => true) =>
    all.find((s) => s.title === title && has(s.body)) ?? all.find((s) => s.title === title);
  const code = codeBlocks(page);

  const checkProperty = (owner: string, rows: string[][], p: ApiProperty) => {
    // Where the English marks optional properties (`method?`), so does the page.
    const row = rows.find((cells) => cells[0].replace(/\?$/, '') === p.name);
    if (!row) {
      problems.push(`${owner}.${p.name}: no table row`);
      return;
    }
    const text = row.join(' | ');
    // docgen writes an optional property's type as `T | undefined`; the English
    // pages (older docgen) write `T`. Either is the metadata's type, nothing else.
    const optional = /^(.+) \| undefined$/.exec(fold(p.type))?.[1];
    const typed = text.includes(fold(p.type)) || (optional !== undefined && row[1] === optional);
    if (!typed) problems.push(`${owner}.${p.name}: type "${p.type}" missing`);
    if (p.default && !text.includes(plain(p.default)))
      problems.push(`${owner}.${p.name}: default ${p.default} missing`);
    if (p.since && !text.includes(p.since))
      problems.push(`${owner}.${p.name}: since ${p.since} missing`);
    if (!row[2]) problems.push(`${owner}.${p.name}: no description`);
  };

  for (const m of api.methods) {
    if (!code.includes(fold(m.signature)))
      problems.push(`method ${m.signature}: signature missing`);
    const own = all.filter((s) => s.title === methodHeading(m));
    if (own.length === 0) problems.push(`method ${m.name}: no heading "${methodHeading(m)}"`);
    else if (m.since && !own.some((s) => plain(s.body).includes(m.since!)))
      problems.push(`method ${m.name}: since ${m.since} missing`);
  }
  const documented = new Set(api.methods.map(methodHeading));
  for (const title of methodHeadingsOfReference(page)) {
    if (!documented.has(title))
      problems.push(`method heading "${title}": not in ${api.package}@${api.version}`);
  }
  for (const i of api.interfaces) {
    const own = section(i.name, (body) => tableRows(body).length > 0 || i.properties.length === 0);
    if (!own) {
      problems.push(`interface ${i.name}: no heading`);
      continue;
    }
    const rows = tableRows(own.body);
    for (const p of i.properties) checkProperty(i.name, rows, p);
    for (const m of i.methods) {
      if (!plain(own.body).includes(fold(m.signature)))
        problems.push(`interface ${i.name}: method ${m.signature} missing`);
    }
  }
  for (const t of api.typeAliases) {
    const type = fold(withoutComments(t.type));
    const own = section(t.name, (body) => typeText(body).includes(type));
    if (!own) problems.push(`type alias ${t.name}: no heading`);
    else if (!typeText(own.body).includes(type))
      problems.push(`type alias ${t.name}: type "${t.type}" missing`);
  }
  for (const e of api.enums) {
    const own = section(e.name);
    if (!own) {
      problems.push(`enum ${e.name}: no heading`);
      continue;
    }
    const rows = tableRows(own.body);
    for (const member of e.members) {
      const row = rows.find((cells) => cells[0] === member.name);
      if (!row) problems.push(`enum ${e.name}.${member.name}: no table row`);
      // Either quote: docs.json writes 'DARK', TypeScript's printer "DARK".
      else if (member.value && !unquoted(row.join(' | ')).includes(unquoted(plain(member.value))))
        problems.push(`enum ${e.name}.${member.name}: value ${member.value} missing`);
    }
  }
  if (api.pluginConfig.length > 0) {
    const config = all.find((s) => s.id === 'configuration');
    if (!config) problems.push('plugin configuration: no section with id "configuration"');
    else for (const p of api.pluginConfig) checkProperty('config', tableRows(config.body), p);
  }
  return problems;
}
