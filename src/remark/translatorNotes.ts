/**
 * Translator's notes (`:::translator-note` … `:::`, see
 * src/data/translatorNote.ts). A note states a fact the English leaves out or
 * gets wrong for its version, so it must name where the fact comes from: the
 * build fails, naming the file and line, on a note without a link (a web
 * address, or a link to one of our own pages, which carries its sources: a file
 * link, or a /docs/ route for a page of another version such as the China pages)
 * and on a note with a title (the theme always labels it 译者注). A note
 * citing a page that can change (./sourceDates.ts) carries the day it was
 * read, `:::translator-note{accessed=2026-11-27}`; without a valid one the
 * build fails the same way.
 *
 * `translatorNotesIn` finds the notes of a page's text line by line, for the
 * tools that read pages without compiling them: the list of notes beside the
 * route inventory, the upstream derive report, the facts check.
 */
import { TRANSLATOR_NOTE } from '../data/translatorNote';
import { ACCESSED, accessDateProblem, attributesOf, needsAccessDate } from './sourceDates';
import { proseLines } from './proseLines';

export type TranslatorNote = {
  /** 1-based lines of the opening and closing `:::`. */
  line: number;
  endLine: number;
  /** The note's Markdown, without the fences. */
  text: string;
  /** The addresses and file links it cites, in order. */
  sources: string[];
  /** The `accessed` attribute: the day its sources were read. */
  accessed?: string;
};

/**
 * What is wrong with a note's access date: a note citing a page that can
 * change needs a valid one, and a date given must be valid.
 */
export function noteDateProblem(
  sources: string[],
  accessed: string | undefined,
  now: Date,
): string | undefined {
  if (accessed === undefined && !sources.some(needsAccessDate)) return undefined;
  const problem = accessDateProblem(accessed, now);
  if (!problem) return undefined;
  const which = sources.filter(needsAccessDate);
  return `a :::${TRANSLATOR_NOTE} citing ${which.length > 0 ? which.join(', ') : 'its sources'} ${problem}: write the day you read them as :::${TRANSLATOR_NOTE}{${ACCESSED}=YYYY-MM-DD}`;
}

const SOURCE = /^(?:https?:\/\/\S+|[^\s:]+\.mdx?(?:#\S*)?|\/docs\/[^\s:]+)$/;

/** The links of a note's Markdown that count as sources. */
export function sourcesOf(markdown: string): string[] {
  const urls = [
    ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...markdown.matchAll(/<(https?:\/\/[^>\s]+)>/g)].map((m) => m[1]),
    ...[...markdown.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  return [...new Set(urls.filter((url) => SOURCE.test(url)))];
}

const OPENER = /^\s*(:{3,})([A-Za-z][\w-]*)/;
const CLOSER = /^\s*(:{3,})\s*$/;

/** Every translator's note of a page (front matter and code blocks are not read). */
export function translatorNotesIn(text: string): TranslatorNote[] {
  const lines = text.split('\n');
  const notes: TranslatorNote[] = [];
  // Open directives, innermost last; a note's entry remembers where it started.
  const open: { note?: number; accessed?: string }[] = [];
  for (const { i, line } of proseLines(text)) {
    const opener = OPENER.exec(line);
    if (opener) {
      open.push(
        opener[2] === TRANSLATOR_NOTE ? { note: i, accessed: attributesOf(line)[ACCESSED] } : {},
      );
      continue;
    }
    if (CLOSER.test(line) && open.length > 0) {
      const { note, accessed } = open.pop()!;
      if (note === undefined) continue;
      const body = lines.slice(note + 1, i).join('\n');
      notes.push({
        line: note + 1,
        endLine: i + 1,
        text: body,
        sources: sourcesOf(body),
        ...(accessed !== undefined && { accessed }),
      });
    }
  }
  return notes.sort((a, b) => a.line - b.line);
}

type Node = {
  type: string;
  name?: string;
  url?: string;
  identifier?: string;
  attributes?: Record<string, string | null | undefined>;
  children?: Node[];
  data?: { directiveLabel?: boolean };
  position?: { start: { line: number } };
};
type File = { path: string };

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The remark plugin: runs before Docusaurus turns the directive into an admonition. */
export default function remarkTranslatorNotes({ now = new Date() }: { now?: Date } = {}) {
  return (root: Node, file: File) => {
    const definitions = new Map<string, string>();
    walk(root, (node) => {
      if (node.type === 'definition' && node.identifier && node.url)
        definitions.set(node.identifier, node.url);
    });
    walk(root, (note) => {
      if (note.type !== 'containerDirective' || note.name !== TRANSLATOR_NOTE) return;
      const where = `${file.path}:${note.position?.start.line ?? 1}`;
      if (note.children?.some((child) => child.data?.directiveLabel))
        throw new Error(
          `${where}: a :::${TRANSLATOR_NOTE} has no title; the site labels every note 译者注`,
        );
      const sources: string[] = [];
      walk(note, (node) => {
        const url =
          node.type === 'link'
            ? node.url
            : node.type === 'linkReference'
              ? definitions.get(node.identifier ?? '')
              : undefined;
        if (url && SOURCE.test(url)) sources.push(url);
      });
      if (sources.length === 0)
        throw new Error(
          `${where}: a :::${TRANSLATOR_NOTE} must link to its source (the CLI or plugin source at that version, the vendor's documentation, a dated regulation page, or one of our pages that cites them)`,
        );
      const accessed = note.attributes?.[ACCESSED];
      const problem = noteDateProblem(sources, accessed ?? undefined, now);
      if (problem) throw new Error(`${where}: ${problem}`);
    });
  };
}
