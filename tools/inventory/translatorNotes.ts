/**
 * The list of translator's notes beside the route inventory
 * (routes/translator-notes.json): for every written version, each page with
 * notes, by URL, with the line, the first sentence, the sources and the
 * access date of each note, and the dated sources of our own pages (the
 * China pages). Reviewers read it to see what we added to the English and on
 * which evidence; `npm run notes:list` writes it and a unit test keeps it
 * current. `sourcesToRecheck` picks the sources read more than six months
 * ago, for notes:list and the weekly sync pull request to show.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsDirOf, writtenVersions } from '../../src/versions';
import { findVersion, readInventory } from '../../src/versions/inventory';
import matter from 'gray-matter';
import { translatorNotesIn } from '../../src/remark/translatorNotes';
import {
  isDue,
  needsAccessDate,
  pageSources,
  recheckBefore,
  type PageSource,
} from '../../src/remark/sourceDates';

export const TRANSLATOR_NOTES_FILE = 'routes/translator-notes.json';

export type ListedNote = { line: number; summary: string; sources: string[]; accessed?: string };
export type NotesList = {
  $comment: string;
  versions: Record<string, Record<string, { file: string; notes: ListedNote[] }>>;
  /** Our own pages' 资料来源 entries, by version and URL. */
  pageSources: Record<string, Record<string, { file: string; sources: PageSource[] }>>;
};

/** The note's first sentence, as plain text. */
export function summaryOf(markdown: string): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const end = plain.search(/[。！？]/);
  return end >= 0 ? plain.slice(0, end + 1) : plain;
}

export function listTranslatorNotes(siteDir: string): NotesList {
  const inventory = readInventory(siteDir);
  const versions: NotesList['versions'] = {};
  const ours: NotesList['pageSources'] = {};
  for (const name of writtenVersions(siteDir)) {
    const pages: NotesList['versions'][string] = {};
    const dated: NotesList['pageSources'][string] = {};
    for (const doc of findVersion(inventory, name).docs) {
      const file = path.join(docsDirOf(name), doc.source);
      if (!fs.existsSync(path.join(siteDir, file))) continue;
      const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
      const notes = translatorNotesIn(text);
      if (notes.length > 0)
        pages[doc.permalink] = {
          file,
          notes: notes.map((n) => ({
            line: n.line,
            summary: summaryOf(n.text),
            sources: n.sources,
            ...(n.accessed !== undefined && { accessed: n.accessed }),
          })),
        };
      if (matter(text).data.origin !== 'ours') continue;
      // Form problems are the content check's to report; the list keeps what parses.
      const { sources } = pageSources(text);
      if (sources.length > 0) dated[doc.permalink] = { file, sources };
    }
    versions[name] = pages;
    ours[name] = dated;
  }
  return {
    $comment: `由 npm run notes:list 生成，不要手改：每个版本中带译者注（:::translator-note）的页面，每条注的行号、第一句、来源和访问日期；以及我们自己的页面（中国大陆专题页）“资料来源”中每个来源的访问日期。`,
    versions,
    pageSources: ours,
  };
}

export const notesListJson = (siteDir: string) =>
  `${JSON.stringify(listTranslatorNotes(siteDir), null, 1)}\n`;

export function writeTranslatorNotes(siteDir: string): string {
  fs.writeFileSync(path.join(siteDir, TRANSLATOR_NOTES_FILE), notesListJson(siteDir));
  return TRANSLATOR_NOTES_FILE;
}

export type SourceToRecheck = { file: string; line: number; urls: string[]; accessed: string };

/**
 * The dated sources read before six months ago (RECHECK_AFTER_MONTHS), oldest
 * first: each note citing a page that can change, and each entry of our pages.
 */
export function sourcesToRecheck(list: NotesList, now: Date): SourceToRecheck[] {
  const due: SourceToRecheck[] = [];
  for (const pages of Object.values(list.versions))
    for (const { file, notes } of Object.values(pages))
      for (const note of notes)
        if (note.accessed && isDue(note.accessed, now) && note.sources.some(needsAccessDate))
          due.push({
            file,
            line: note.line,
            urls: note.sources.filter(needsAccessDate),
            accessed: note.accessed,
          });
  for (const pages of Object.values(list.pageSources))
    for (const { file, sources } of Object.values(pages))
      for (const s of sources)
        if (isDue(s.accessed, now))
          due.push({ file, line: s.line, urls: [s.url], accessed: s.accessed });
  return due.sort(
    (a, b) =>
      a.accessed.localeCompare(b.accessed) || a.file.localeCompare(b.file) || a.line - b.line,
  );
}

/** The re-check list as Markdown lines (the sync pull request, notes:list). */
export function recheckLines(due: SourceToRecheck[], now: Date): string[] {
  if (due.length === 0) return [`没有访问日期早于 ${recheckBefore(now)} 的来源。`];
  return [
    `访问日期早于 ${recheckBefore(now)}（六个月前）的来源：打开每个网址，核对页面或译者注里依据它写的事实；仍然成立就把访问日期改成核对的日期，变了就改正文，再运行 \`npm run notes:list\`。`,
    '',
    ...due.map((d) => `- \`${d.file}:${d.line}\`（访问于 ${d.accessed}）：${d.urls.join('、')}`),
  ];
}
