/**
 * The glossary check (./glossary.ts): a word the glossary avoids, or a
 * translationese shape, in a page's prose — the body outside code, and
 * the front matter's title, sidebar label and description. Code, link
 * targets, URLs, HTML tags, heading anchors and anything in quotation marks
 * (a word being mentioned, quoted English) are left out.
 */
import { fencedLines } from '../common/fences';
import { GLOSSARY, TRANSLATIONESE } from './glossary';
import type { Problem } from './rules';

const PROSE_FIELDS = /^(?:title|sidebar_label|description):\s*(.*)$/;

/** One line's prose: code, link targets, URLs, tags, anchors and quotations blanked. */
export function proseOfLine(line: string): string {
  return line
    .replace(/<code>.*?<\/code>/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/“[^”]*”|「[^」]*」|‘[^’]*’|"[^"]*"/g, ' ');
}

const AVOIDED = GLOSSARY.flatMap((entry) =>
  (entry.avoid ?? []).map((word) => ({
    word,
    entry,
    // Preferred terms that contain the word (应用内购买 holds 内购) are not it.
    containing: GLOSSARY.map((e) => e.zh).filter((zh) => zh.includes(word)),
  })),
);

function lineProblems(prose: string, line: number): Problem[] {
  const problems: Problem[] = [];
  for (const { word, entry, containing } of AVOIDED) {
    const masked = containing.reduce((s, zh) => s.split(zh).join(' '), prose);
    if (masked.includes(word))
      problems.push({
        line,
        message: `glossary: "${word}" → "${entry.zh}" (${entry.en}; tools/content/glossary.ts)`,
      });
  }
  for (const { pattern, shape, advice } of TRANSLATIONESE) {
    const match = pattern.exec(prose);
    if (match)
      problems.push({
        line,
        message: `translationese: "${match[0]}" (${shape}): ${advice}`,
      });
  }
  return problems;
}

export function glossaryProblems(text: string): Problem[] {
  const lines = text.split('\n');
  const frontEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const bodyStart = frontEnd + 1;
  const fenced = fencedLines(lines.slice(bodyStart));
  return lines.flatMap((line, i) => {
    const prose = i < bodyStart ? PROSE_FIELDS.exec(line)?.[1] : fenced[i - bodyStart] ? '' : line;
    return prose ? lineProblems(proseOfLine(prose), i + 1) : [];
  });
}
