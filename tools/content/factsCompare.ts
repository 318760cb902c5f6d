/**
 * Our page against the English page's facts, both ways:
 * - missing: a fact the English names (code, inline code, a number of prose)
 *   that our page does not name anywhere;
 * - extra: a token of our inline code, or a number beside a tool name in our
 *   prose, that neither the English page nor the plugin's API metadata names.
 * Our own code blocks are not checked for extras: examples may be ours.
 */
import { isNumber, type Fact, type OurFacts } from './facts';

export type FactFinding = {
  kind: 'missing' | 'extra';
  token: string;
  /** Line on our page: where the fact is, or for a missing one the nearest line. */
  line: number;
  /** The English line that names the fact (missing) or the nearest one (extra). */
  englishLine?: number;
};

export type EnglishPage = {
  facts: Fact[];
  lineCount: number;
  /** Lines of the generated API reference, where the plugin's metadata decides. */
  api?: { from: number; to: number };
};

export const findingKind = (f: Pick<FactFinding, 'kind' | 'token'>) =>
  `${f.kind} ${isNumber(f.token) ? 'number' : 'identifier'}`;

function tokensByLine(facts: Fact[]): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const f of facts) {
    if (!out.has(f.line)) out.set(f.line, new Set());
    out.get(f.line)!.add(f.token);
  }
  return out;
}

/**
 * Where line `line` of one page falls on the other: every token of its
 * neighbouring lines (but `token`) that the other page names votes for the
 * line at the same offset there; the most voted wins, on a tie the one
 * nearest `fallback` (the line at the same share of the page).
 */
function counterpart(
  from: Map<number, Set<string>>,
  line: number,
  token: string,
  to: Map<number, Set<string>>,
  fallback: number,
): number {
  const where = new Map<string, number[]>();
  for (const [l, tokens] of to)
    for (const t of tokens) {
      if (!where.has(t)) where.set(t, []);
      where.get(t)!.push(l);
    }
  const votes = new Map<number, number>();
  for (let offset = -3; offset <= 3; offset++)
    for (const t of from.get(line + offset) ?? [])
      if (t !== token)
        for (const l of where.get(t) ?? []) votes.set(l - offset, (votes.get(l - offset) ?? 0) + 1);
  let best = fallback;
  let score = 0;
  for (const [l, n] of votes)
    if (n > score || (n === score && Math.abs(l - fallback) < Math.abs(best - fallback)))
      [best, score] = [l, n];
  return Math.max(1, best);
}

export function compareFacts(
  english: EnglishPage,
  ours: OurFacts,
  metadataTokens: ReadonlySet<string> = new Set(),
): FactFinding[] {
  const findings: FactFinding[] = [];
  const englishTokens = new Set(english.facts.map((f) => f.token));
  const englishParts = new Set(english.facts.flatMap((f) => f.token.split('.')));
  const englishLines = tokensByLine(english.facts);
  for (const fact of english.facts) {
    if (fact.need === 'never' || ours.named.has(fact.token)) continue;
    if (fact.need === 'if-api' && !metadataTokens.has(fact.token)) continue;
    const { api } = english;
    if (api && metadataTokens.size > 0 && fact.line >= api.from && fact.line <= api.to)
      if (!metadataTokens.has(fact.token)) continue;
    const share = Math.round((fact.line / Math.max(english.lineCount, 1)) * ours.lineCount);
    findings.push({
      kind: 'missing',
      token: fact.token,
      line: counterpart(englishLines, fact.line, fact.token, ours.byLine, share),
      englishLine: fact.line,
    });
  }
  const reported = new Set<string>();
  for (const fact of ours.checked) {
    const { token } = fact;
    if (englishTokens.has(token) || metadataTokens.has(token)) continue;
    // A part of an English dotted name (`isNativePlatform` of `Capacitor.isNativePlatform`),
    // or a member the English names (`options.method`: `method`).
    const member = token.slice(token.lastIndexOf('.') + 1);
    if (!isNumber(token) && (englishParts.has(member) || metadataTokens.has(member))) continue;
    if (reported.has(`${fact.line} ${token}`)) continue;
    reported.add(`${fact.line} ${token}`);
    const share = Math.round((fact.line / Math.max(ours.lineCount, 1)) * english.lineCount);
    findings.push({
      kind: 'extra',
      token,
      line: fact.line,
      englishLine: counterpart(ours.byLine, fact.line, token, englishLines, share),
    });
  }
  return findings.sort((a, b) => a.line - b.line);
}
