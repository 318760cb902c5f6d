/**
 * Access dates of the sources that can change under us: a vendor's or a
 * service's documentation, a regulation page. A translator's note carries
 * the day its sources were read as an attribute,
 * `:::translator-note{accessed=2026-11-27}`; a page of ours lists each source
 * in its 资料来源 section as `- 标题：网址（访问于 2026-11-27）`. The dates are
 * checked for form only: a source read long ago is listed for someone to
 * re-check (`npm run notes:list`, the weekly sync pull request), never an error.
 */
import { proseLines } from './proseLines';

export const ACCESSED = 'accessed';

/** A source read longer ago than this is listed for re-checking. */
export const RECHECK_AFTER_MONTHS = 6;

/** The heading of a page's list of sources, and how one entry is written. */
export const SOURCES_ANCHOR = 'sources';
export const SOURCE_ENTRY_FORM = '- 标题：网址（访问于 YYYY-MM-DD）';

/** Addresses whose text cannot change: a package file at a version, a file at a commit. */
const IMMUTABLE = [
  /^https:\/\/(?:unpkg\.com|cdn\.jsdelivr\.net\/npm)\/(?:@[^/]+\/)?[^/@]+@\d[^/]*\//,
  /^https:\/\/github\.com\/[^/]+\/[^/]+\/(?:commit|blob|tree)\/[0-9a-f]{40}(?:[/#]|$)/,
];

/** Whether a source is a web page that can change, so it needs an access date. */
export const needsAccessDate = (url: string) =>
  /^https?:\/\//.test(url) && !IMMUTABLE.some((re) => re.test(url));

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What is wrong with an access date, or undefined when it is a real day (and,
 * given `now`, not after today: a typo of the year, not time passing).
 */
export function accessDateProblem(value: string | undefined, now?: Date): string | undefined {
  if (value === undefined || value === '') return 'has no access date';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return `has access date "${value}", not YYYY-MM-DD`;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    return `has access date ${value}, which is not a day of the calendar`;
  if (now && value > today(now)) return `has access date ${value}, after today (${today(now)})`;
  return undefined;
}

/** The earliest access date that is still recent enough: older ones are to be re-checked. */
export function recheckBefore(now: Date): string {
  const day = new Date(`${today(now)}T00:00:00Z`);
  const month = day.getUTCMonth() - RECHECK_AFTER_MONTHS;
  const shifted = new Date(Date.UTC(day.getUTCFullYear(), month, 1));
  // The same day of the month, or the month's last day (31 August → 28/29 February).
  const last = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0));
  shifted.setUTCDate(Math.min(day.getUTCDate(), last.getUTCDate()));
  return today(shifted);
}

export const isDue = (accessed: string, now: Date) => accessed < recheckBefore(now);

/** A note's attributes from its opening line (`:::translator-note{accessed=…}`). */
export function attributesOf(opener: string): Record<string, string> {
  const braces = /\{([^}]*)\}\s*$/.exec(opener)?.[1] ?? '';
  const attributes: Record<string, string> = {};
  for (const m of braces.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g))
    attributes[m[1]] = m[2] ?? m[3] ?? m[4];
  return attributes;
}

export type PageSource = { line: number; title: string; url: string; accessed: string };
type Problem = { line: number; message: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const ENTRY = /^- (.+?)：(https?:\/\/[^\s（]+)（访问于 ([^）]*)）$/;
const WEB_ADDRESS = /https?:\/\/[^\s)>\]（）"'`，。、；]+/g;

const comparable = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '');

/**
 * The sources of a page of ours and what is wrong with them: each entry of
 * its 资料来源 section must follow SOURCE_ENTRY_FORM with a valid date, and
 * every web page it cites outside that section (not in code) must be there.
 */
export function pageSources(
  text: string,
  now?: Date,
): { sources: PageSource[]; problems: Problem[] } {
  const sources: PageSource[] = [];
  const problems: Problem[] = [];
  const cited: { line: number; url: string }[] = [];
  let section: number | undefined;
  let inSources = false;
  for (const { i, line } of proseLines(text)) {
    const heading = HEADING.exec(line);
    if (heading) {
      inSources = heading[1] === '##' && heading[2].endsWith(`{#${SOURCES_ANCHOR}}`);
      if (inSources) section = i + 1;
      continue;
    }
    if (inSources && line.startsWith('- ')) {
      const entry = ENTRY.exec(line);
      if (!entry) {
        problems.push({
          line: i + 1,
          message: `sources: write each source as "${SOURCE_ENTRY_FORM}"`,
        });
        continue;
      }
      const [, title, url, accessed] = entry;
      const problem = accessDateProblem(accessed, now);
      if (problem) problems.push({ line: i + 1, message: `sources: ${url} ${problem}` });
      else sources.push({ line: i + 1, title, url, accessed });
      continue;
    }
    if (inSources) continue;
    for (const m of line.replace(/`[^`]*`/g, ' ').matchAll(WEB_ADDRESS))
      if (needsAccessDate(m[0])) cited.push({ line: i + 1, url: m[0].replace(/[.:;,]+$/, '') });
  }
  const listed = new Set(sources.map((s) => comparable(s.url)));
  const malformed = problems.length > 0;
  for (const c of cited)
    if (!listed.has(comparable(c.url)) && !malformed)
      problems.push({
        line: c.line,
        message: `sources: ${c.url} is cited but not in the page's 资料来源 section (## … {#${SOURCES_ANCHOR}}) with its access date${section ? ` (line ${section})` : ''}`,
      });
  return { sources, problems };
}
