/**
 * Rules every translated page must pass (see CONTRIBUTING.md). Pure functions
 * over a file's text, so they are unit-tested on their own.
 */
import matter from 'gray-matter';
import { fencedLines } from '../common/fences';
import { sitePrism } from '../../src/remark/tokenizeCode';
import { SEARCH_STOP_WORDS } from '../../src/data/searchStopWords';
import { SEARCH_SYNONYMS } from '../../src/data/searchSynonyms';
import { sectionKeywordsLine } from '../../src/remark/sectionKeywords';

export type Problem = { line: number; message: string };

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_GLOBAL = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
export const MIN_CJK_SHARE = 0.3;
/** Below this many prose letters a page is too short for the share to mean anything. */
const MIN_LETTERS_FOR_SHARE = 40;

const PLACEHOLDERS =
  /\b(TODO|FIXME|TBD|lorem ipsum|translation pending|coming soon)\b|待翻译|待补充|翻译中|未翻译|此处省略/i;

/** Prose only: front matter, fenced code, inline code, URLs, tags and expressions removed. */
export function proseOf(body: string): string {
  return body
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/<[^>\n]+>/g, '')
    .replace(/\{[^}\n]*\}/g, '')
    .replace(/^import .*$/gm, '');
}

export function cjkShare(prose: string): { share: number; letters: number } {
  const cjk = (prose.match(CJK_GLOBAL) ?? []).length;
  const latin = (prose.match(/[A-Za-z]/g) ?? []).length;
  const letters = cjk + latin;
  return { share: letters === 0 ? 1 : cjk / letters, letters };
}

/** Fence languages the build highlights (src/remark/tokenizeCode.ts); anything else renders as plain text. */
export const HIGHLIGHTED_LANGUAGES = new Set(
  Object.entries(sitePrism().languages)
    .filter(([, grammar]) => typeof grammar === 'object')
    .map(([name]) => name),
);

function unhighlightedFences(lines: string[], firstLine: number): Problem[] {
  const problems: Problem[] = [];
  lines.forEach((line, i) => {
    const fence = /^\s*(```|~~~)\s*([\w+-]+)/.exec(line);
    if (fence && !HIGHLIGHTED_LANGUAGES.has(fence[2].toLowerCase())) {
      problems.push({
        line: firstLine + i,
        message: `code block language \`${fence[2]}\` is not highlighted: use a registered Prism language (e.g. groovy for Gradle) or add it to src/data/prismLanguages.ts`,
      });
    }
  });
  return problems;
}

/** Most search keywords a page may have: beyond this they stop being the words that matter. */
export const MAX_KEYWORDS = 12;

/**
 * Why search never looks `keyword` up, if it does not: a query's synonym
 * becomes its glossary term first (闪屏 → 启动页), so no keyword containing
 * one ever matches; a stop word is not indexed.
 */
function unsearched(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  const reasons = Object.entries(SEARCH_SYNONYMS).flatMap(([term, words]) =>
    words
      .filter((word) => lower.includes(word.toLowerCase()))
      .map((word) => `search reads "${word}" as "${term}" (src/data/searchSynonyms.ts)`),
  );
  if (SEARCH_STOP_WORDS.includes(keyword))
    reasons.push(`"${keyword}" is a search stop word (src/data/searchStopWords.ts)`);
  return reasons;
}

/** The 1-based line of the first line from `from` (0-based) that passes `test`, or `fallback`. */
function lineWhere(lines: string[], test: (line: string) => boolean, from = 0, fallback = 1) {
  return lines.findIndex((line, i) => i >= from && test(line)) + 1 || fallback;
}

/**
 * A keywords list (front matter `keywords`, or one section's under
 * `section_keywords`): distinct, non-empty words that search looks up (see
 * CONTRIBUTING's 搜索关键词). `line` is the list's own line.
 */
function keywordProblems(
  lines: string[],
  keywords: unknown,
  field: string,
  line: number,
): Problem[] {
  if (!Array.isArray(keywords) || keywords.length === 0)
    return [{ line, message: `front matter \`${field}\` must be a non-empty list` }];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || keyword.trim() === '' || keyword.includes(',')) {
      problems.push({
        line,
        message: `front matter \`${field}\` has an entry that is not a word or phrase without commas: ${JSON.stringify(keyword)}`,
      });
    } else if (seen.has(keyword.toLowerCase())) {
      problems.push({ line, message: `front matter \`${field}\` repeats "${keyword}"` });
    }
    if (typeof keyword === 'string') {
      seen.add(keyword.toLowerCase());
      const entryLine = lineWhere(
        lines,
        (l) => /^\s+- /.test(l) && l.includes(keyword),
        line,
        line,
      );
      for (const why of unsearched(keyword))
        problems.push({
          line: entryLine,
          message: `front matter \`${field}\` entry "${keyword}": ${why}`,
        });
    }
  }
  if (keywords.length > MAX_KEYWORDS)
    problems.push({
      line,
      message: `front matter \`${field}\` has ${keywords.length} entries, at most ${MAX_KEYWORDS}`,
    });
  return problems;
}

/** `keywords`, and `section_keywords` (heading anchor → keywords of that section). */
function searchKeywordProblems(
  text: string,
  body: string,
  data: Record<string, unknown>,
): Problem[] {
  const lines = text.split('\n');
  const problems: Problem[] = [];
  if (data.keywords !== undefined) {
    const line = lineWhere(lines, (l) => l.startsWith('keywords:'));
    problems.push(...keywordProblems(lines, data.keywords, 'keywords', line));
  }
  const sections = data.section_keywords;
  if (sections === undefined) return problems;
  const line = sectionKeywordsLine(text);
  if (typeof sections !== 'object' || sections === null || Array.isArray(sections))
    return [
      ...problems,
      { line, message: 'front matter `section_keywords` must map heading anchors to keywords' },
    ];
  const anchors = new Set([...body.matchAll(/^#{1,6} .*\{#([^}\s]+)\}\s*$/gm)].map((m) => m[1]));
  for (const [anchor, keywords] of Object.entries(sections)) {
    const anchorLine = sectionKeywordsLine(text, anchor);
    if (!anchors.has(anchor))
      problems.push({
        line: anchorLine,
        message: `front matter \`section_keywords\` names #${anchor}, not a heading anchor ({#${anchor}}) of this page`,
      });
    problems.push(...keywordProblems(lines, keywords, `section_keywords.${anchor}`, anchorLine));
    const pageKeywords = Array.isArray(data.keywords) ? data.keywords : [];
    for (const keyword of Array.isArray(keywords) ? keywords : [])
      if (pageKeywords.includes(keyword))
        problems.push({
          line: anchorLine,
          message: `front matter \`section_keywords.${anchor}\` repeats "${keyword}" of \`keywords\``,
        });
  }
  return problems;
}

/** Front matter and prose checks; returns problems with 1-based line numbers. */
export function checkPage(text: string): Problem[] {
  const problems: Problem[] = [];
  let data: Record<string, unknown>;
  let body: string;
  try {
    const parsed = matter(text);
    data = parsed.data;
    body = parsed.content;
  } catch (error) {
    return [{ line: 1, message: `front matter cannot be parsed: ${(error as Error).message}` }];
  }
  const bodyOffset = text.split('\n').length - body.split('\n').length;

  if (typeof data.title !== 'string' || data.title.trim() === '') {
    problems.push({ line: 1, message: 'front matter has no `title`' });
  } else if (!CJK.test(data.title)) {
    problems.push({ line: 1, message: `front matter \`title\` is not Chinese: "${data.title}"` });
  }
  for (const key of ['sidebar_label', 'description'] as const) {
    const value = data[key];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      problems.push({ line: 1, message: `front matter \`${key}\` must be a non-empty string` });
    }
  }
  problems.push(...searchKeywordProblems(text, body, data));
  if (typeof data.slug === 'string' && !data.slug.startsWith('/')) {
    problems.push({ line: 1, message: `front matter \`slug\` must be absolute: "${data.slug}"` });
  }

  const prose = proseOf(body);
  const { share, letters } = cjkShare(prose);
  if (letters >= MIN_LETTERS_FOR_SHARE && share < MIN_CJK_SHARE) {
    problems.push({
      line: bodyOffset + 1,
      message: `prose is not Chinese enough: CJK share ${share.toFixed(2)} < ${MIN_CJK_SHARE}`,
    });
  }

  const lines = body.split('\n');
  problems.push(...unhighlightedFences(lines, bodyOffset + 1));
  const proseLines = proseOf(body).split('\n');
  // proseOf drops fenced blocks whole, so map placeholders back by searching the body.
  if (PLACEHOLDERS.test(proseLines.join('\n'))) {
    const fenced = fencedLines(lines);
    lines.forEach((line, i) => {
      const match = PLACEHOLDERS.exec(proseOf(line));
      if (match && !fenced[i]) {
        problems.push({ line: bodyOffset + i + 1, message: `placeholder text "${match[0]}"` });
      }
    });
  }
  return problems;
}
