/**
 * The facts check of one page (CONTRIBUTING.md, "事实核对"): the page
 * against the committed facts of the English page its upstream record names
 * (upstream-facts/), less the reviewed exceptions of ./factExceptions.ts.
 * Pages of our own (`origin: ours`) have no English to compare.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { DOC_VERSIONS, apiMetadataDir, pageOfFile } from '../../src/versions';
import { readRecord } from '../upstream/record';
import { ourFacts, tokensOf } from './facts';
import { compareFacts, findingKind, type FactFinding } from './factsCompare';
import { FACTS_DIR, readFacts, type EnglishFacts } from './factsFile';
import { FACT_EXCEPTIONS, type FactException } from './factExceptions';
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

const matches = (e: FactException, file: string, f: Pick<FactFinding, 'kind' | 'token'>) =>
  e.pages.includes(file) && e.tokens.includes(f.token) && e.kind === f.kind;

export function factProblems(
  siteDir: string,
  relFile: string,
  text: string,
  exceptions: FactException[] = FACT_EXCEPTIONS,
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
  const findings = compareFacts(
    english,
    ourFacts(text),
    metadataTokens(siteDir, version.name, page.source),
  );
  const own = exceptions.filter((e) => e.pages.includes(file));
  const problems = findings
    .filter((f) => !own.some((e) => matches(e, file, f)))
    .map((f) => ({ line: f.line, message: describeFinding(f, record.path, english) }));
  for (const e of own)
    for (const token of e.tokens)
      if (!findings.some((f) => f.kind === e.kind && f.token === token))
        problems.push({
          line: 1,
          message: `facts: the exception for ${e.kind} \`${token}\` (tools/content/factExceptions.ts) matches no finding on this page: remove this page or token from it`,
        });
  return problems;
}
