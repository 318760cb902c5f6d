/**
 * The facts check of one page (CONTRIBUTING.md, "事实核对"): the page
 * against the committed facts of the English page its upstream record names
 * (upstream-facts/), less the reviewed exceptions (upstream-facts/exceptions.json,
 * each bound to the text of the lines it excuses). Pages of our own
 * (`origin: ours`) have no English to compare.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { DOC_VERSIONS, apiMetadataDir, pageOfFile, writtenDocVersions } from '../../src/versions';
import { markdownPages } from '../../src/versions/files';
import { readRecord } from '../upstream/record';
import { ourFacts, tokensOf } from './facts';
import { compareFacts, findingKind, type FactFinding } from './factsCompare';
import { FACTS_DIR, factsFileOf, readFacts, type EnglishFacts } from './factsFile';
import {
  EXCEPTIONS_FILE,
  appliesTo,
  globRegExp,
  readExceptions,
  versionLabels,
  type FactException,
} from './factExceptions';
import type { Problem } from './rules';

const UPDATE = 'run `npm run upstream:facts -- <clone>` (see CONTRIBUTING.md)';

/** Every name, type, default and version in the plugin's API metadata of that version. */
function metadataTokens(siteDir: string, version: string, source: string): Set<string> {
  const slug = /^apis\/([\w-]+)\.mdx?$/.exec(source)?.[1];
  const file = slug && path.join(siteDir, apiMetadataDir(version), `${slug}.json`);
  if (!file || !fs.existsSync(file)) return new Set();
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')));
  return new Set(tokensOf(strings.join('\n')));
}

function englishLine(english: EnglishFacts, line: number | undefined): string {
  const facts = english.facts.filter((f) => f.line === line).map((f) => f.token);
  return facts.length > 0 ? ` [${facts.join(' ')}]` : '';
}

export function describeFinding(
  finding: FactFinding,
  englishPath: string,
  english: EnglishFacts,
): string {
  const where = `${englishPath}:${finding.englishLine}${englishLine(english, finding.englishLine)}`;
  return finding.kind === 'missing'
    ? `facts: ${findingKind(finding)} \`${finding.token}\`: the English names it at ${where}, this page does not`
    : `facts: ${findingKind(finding)} \`${finding.token}\`: neither the English page nor the plugin's API metadata names it (nearest English line ${where})`;
}

const quote = (e: FactException) => `exception "${e.name}" (${e.at ?? 'given'})`;

/** The findings no exception excuses, and every exception or line of one that excuses nothing here. */
function applyExceptions(
  findings: FactFinding[],
  own: FactException[],
  lines: string[],
): { findings: FactFinding[]; stale: string[] } {
  const onPage = (text: string) => lines.some((l) => l.includes(text));
  const used = new Set<string>();
  const excused = (f: FactFinding) =>
    own.some((e) => {
      if (e.kind !== f.kind || !e.tokens.includes(f.token)) return false;
      const anchors =
        f.kind === 'extra'
          ? e.lines.filter((text) => lines[f.line - 1]?.includes(text))
          : e.lines.every(onPage)
            ? e.lines
            : [];
      if (anchors.length === 0) return false;
      used.add(`${e.name}\0${f.token}`);
      anchors.forEach((text) => used.add(`${e.name}\0\0${text}`));
      return true;
    });
  const left = findings.filter((f) => !excused(f));
  const stale: string[] = [];
  for (const e of own) {
    for (const text of e.lines)
      if (e.kind === 'missing' && !onPage(text))
        stale.push(`${quote(e)}: its line “${text}” is not on this page: update or remove it`);
      else if (e.kind === 'extra' && !used.has(`${e.name}\0\0${text}`))
        stale.push(
          `${quote(e)}: no ${e.kind} finding of ${e.tokens.map((t) => `\`${t}\``).join(', ')} on a line containing “${text}”: update or remove it`,
        );
    for (const token of e.tokens)
      if (!used.has(`${e.name}\0${token}`) && (e.kind === 'extra' || e.lines.every(onPage)))
        stale.push(
          `${quote(e)}: no ${e.kind} finding of \`${token}\` on this page: remove this version, page or token from it`,
        );
  }
  return { findings: left, stale };
}

export function factProblems(
  siteDir: string,
  relFile: string,
  text: string,
  exceptions: FactException[] = readExceptions(siteDir),
): Problem[] {
  const file = relFile.split(path.sep).join('/');
  const page = pageOfFile(file);
  const version = DOC_VERSIONS.find((v) => v.name === page?.version);
  if (!page || !version || matter(text).data.origin === 'ours') return [];
  let record;
  try {
    record = readRecord(text);
  } catch {
    return []; // the record check reports it
  }
  if (!record) return [];
  const facts = readFacts(siteDir, version.label);
  const english = facts?.get(page.source);
  if (!english || english.blob !== record.blob)
    return [
      {
        line: 1,
        message: `facts: ${FACTS_DIR}/${version.label}.txt has no facts of English blob ${record.blob.slice(0, 8)} for this page: ${UPDATE}`,
      },
    ];
  const all = compareFacts(
    english,
    ourFacts(text),
    metadataTokens(siteDir, version.name, page.source),
  );
  const own = exceptions.filter((e) => appliesTo(e, version.label, page.source));
  const { findings, stale } = applyExceptions(all, own, text.split('\n'));
  return [
    ...findings.map((f) => ({ line: f.line, message: describeFinding(f, record.path, english) })),
    ...stale.map((message) => ({ line: 1, message: `facts: ${message}` })),
  ];
}

/** A problem of the committed facts data rather than of a page: its file and line. */
export type DataProblem = { file: string; line: number; message: string };

/**
 * What the facts data says about pages that are not there: a facts file's
 * page that this version no longer translates from English (deleted, moved,
 * or our own now), and an exception's page that no listed version has.
 */
export function factsDataProblems(
  siteDir: string,
  exceptions: FactException[] = readExceptions(siteDir),
): DataProblem[] {
  const problems: DataProblem[] = [];
  const sources = new Map<string, string[]>();
  for (const version of writtenDocVersions(siteDir)) {
    const docsDir = path.join(siteDir, version.docsDir);
    const pages = markdownPages(docsDir).map((f) =>
      path.relative(docsDir, f).split(path.sep).join('/'),
    );
    sources.set(version.label, pages);
    const file = factsFileOf(siteDir, version.label);
    if (!fs.existsSync(file)) continue;
    const rel = path.relative(siteDir, file);
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const source = /^@ (\S+) /.exec(line)?.[1];
        if (!source) return;
        const page = path.join(docsDir, source);
        const text = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : undefined;
        const why = !text
          ? 'no such file'
          : matter(text).data.origin === 'ours'
            ? 'origin: ours'
            : readRecordSafe(text)
              ? undefined
              : 'no upstream record';
        if (why)
          problems.push({
            file: rel,
            line: i + 1,
            message: `facts of ${source}, a page ${version.label} does not translate from English (${why}): ${UPDATE}`,
          });
      });
  }
  for (const e of exceptions)
    for (const spec of e.versions)
      for (const label of versionLabels(spec))
        for (const glob of e.pages)
          if (!(sources.get(label) ?? []).some((s) => globRegExp(glob).test(s))) {
            const [file, line] = (e.at ?? `${EXCEPTIONS_FILE}:1`).split(':');
            problems.push({
              file,
              line: Number(line),
              message: `exception "${e.name}": ${label} has no page ${glob}: remove the version or page from it`,
            });
          }
  return problems;
}

function readRecordSafe(text: string) {
  try {
    return readRecord(text);
  } catch {
    return undefined;
  }
}
