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

/** The line of `lines` sharing most tokens with `tokens`, else the line at the same share of the page. */
function nearest(
  tokens: Set<string>,
  lines: Map<number, Set<string>>,
  fallback: number,
): number | undefined {
  let best: number | undefined;
  let score = 0;
  for (const [line, there] of lines) {
    let shared = 0;
    for (const t of tokens) if (there.has(t)) shared += 1;
    if (shared > score) [best, score] = [line, shared];
  }
  return best ?? fallback;
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
    const context = englishLines.get(fact.line) ?? new Set<string>();
    const share = Math.round((fact.line / Math.max(english.lineCount, 1)) * ours.lineCount);
    findings.push({
      kind: 'missing',
      token: fact.token,
      line: nearest(context, ours.byLine, share) ?? 1,
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
    const context = ours.byLine.get(fact.line) ?? new Set<string>();
    const share = Math.round((fact.line / Math.max(ours.lineCount, 1)) * english.lineCount);
    findings.push({
      kind: 'extra',
      token,
      line: fact.line,
      englishLine: nearest(context, englishLines, share),
    });
  }
  return findings.sort((a, b) => a.line - b.line);
}
