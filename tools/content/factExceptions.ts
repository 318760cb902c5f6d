/**
 * The reviewed, intentional differences between a page's facts and its
 * English page's (CONTRIBUTING.md, "事实核对"), read from
 * upstream-facts/exceptions.json and validated against its schema. An entry
 * names the versions and pages it holds for, the tokens, which way they
 * differ, the text of our page's lines it excuses, why, and the source.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { DOC_VERSIONS } from '../../src/versions';
import { FACTS_DIR } from './factsFile';

export const EXCEPTIONS_FILE = `${FACTS_DIR}/exceptions.json`;
export const EXCEPTIONS_SCHEMA = `${FACTS_DIR}/exceptions.schema.json`;

export type FactException = {
  name: string;
  /** Version labels, a range `v3-v6` or an open range `v7+`. */
  versions: string[];
  /** Page paths inside each version's docs folder; `*` (one segment), `**` and `{a,b}` allowed. */
  pages: string[];
  kind: 'missing' | 'extra';
  tokens: string[];
  /**
   * Text of the lines the difference is on. An extra token is excused only
   * on a line containing one of them; a missing one only while every one of
   * them is on the page (our text that stands where the English names it).
   */
  lines: string[];
  reason: string;
  source: string;
  /** `file:line` of the entry, for messages. */
  at?: string;
};

/** The version labels from oldest to newest (DOC_VERSIONS is newest first). */
const LABELS = DOC_VERSIONS.map((v) => v.label).reverse();

export function versionLabels(spec: string): string[] {
  const m = /^(v\d+)(?:(\+)|-(v\d+))?$/.exec(spec);
  const from = m ? LABELS.indexOf(m[1]) : -1;
  const to = !m ? -1 : m[2] ? LABELS.length - 1 : m[3] ? LABELS.indexOf(m[3]) : from;
  if (from < 0 || to < from)
    throw new Error(`"${spec}" is not a version, range or open range of ${LABELS.join(' ')}`);
  return LABELS.slice(from, to + 1);
}

/** A glob of page paths as a regular expression. */
export function globRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export const appliesTo = (e: FactException, label: string, source: string) =>
  e.versions.some((v) => versionLabels(v).includes(label)) &&
  e.pages.some((p) => globRegExp(p).test(source));

/** Parses and validates the exceptions; a bad value throws naming the file, entry and field. */
export function parseExceptions(text: string, file: string, schema: object): FactException[] {
  let data: { exceptions?: FactException[] };
  try {
    data = JSON.parse(text) as typeof data;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const lineOf = (index: number) => {
    const name = data.exceptions?.[index]?.name;
    const offset = name ? text.indexOf(`"name": ${JSON.stringify(name)}`) : -1;
    return offset < 0 ? 1 : text.slice(0, offset).split('\n').length;
  };
  const where = (index: number) =>
    `${file}:${lineOf(index)} (${data.exceptions?.[index]?.name ?? `entry ${index + 1}`})`;
  if (!validate(data)) {
    const messages = (validate.errors ?? []).map((e) => {
      const index = /^\/exceptions\/(\d+)/.exec(e.instancePath)?.[1];
      const field = e.instancePath.replace(/^\/exceptions\/\d+\/?/, '') || 'entry';
      return index === undefined
        ? `${file}: ${e.instancePath || '/'} ${e.message}`
        : `${where(Number(index))}: ${field} ${e.message}`;
    });
    throw new Error(messages.join('\n'));
  }
  const exceptions = data.exceptions!;
  const seen = new Set<string>();
  exceptions.forEach((e, i) => {
    if (seen.has(e.name)) throw new Error(`${where(i)}: a second entry with this name`);
    seen.add(e.name);
    for (const v of e.versions)
      try {
        versionLabels(v);
      } catch (error) {
        throw new Error(`${where(i)}: versions: ${(error as Error).message}`, { cause: error });
      }
    // Two lines of one entry must differ, or an edit of one would go unseen while the other matches.
    const nested = e.lines.find((a) => e.lines.some((b) => b !== a && b.includes(a)));
    if (nested) throw new Error(`${where(i)}: lines: “${nested}” is part of another of its lines`);
    e.at = `${file}:${lineOf(i)}`;
  });
  return exceptions;
}

const cache = new Map<string, FactException[]>();

/** The committed exceptions of the site at siteDir (none when it has no exceptions file). */
export function readExceptions(siteDir: string): FactException[] {
  if (!cache.has(siteDir)) {
    const read = (f: string) => fs.readFileSync(path.join(siteDir, f), 'utf8');
    cache.set(
      siteDir,
      fs.existsSync(path.join(siteDir, EXCEPTIONS_FILE))
        ? parseExceptions(
            read(EXCEPTIONS_FILE),
            EXCEPTIONS_FILE,
            JSON.parse(read(EXCEPTIONS_SCHEMA)) as object,
          )
        : [],
    );
  }
  return cache.get(siteDir)!;
}
