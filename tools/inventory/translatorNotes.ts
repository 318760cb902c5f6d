/**
 * The list of translator's notes beside the route inventory
 * (routes/translator-notes.json): for every written version, each page with
 * notes, by URL, with the line, the first sentence and the sources of each
 * note. Reviewers read it to see what we added to the English and on which
 * evidence; `npm run notes:list` writes it and a unit test keeps it current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsDirOf, writtenVersions } from '../../src/versions';
import { findVersion, readInventory } from '../../src/versions/inventory';
import { translatorNotesIn } from '../../src/remark/translatorNotes';

export const TRANSLATOR_NOTES_FILE = 'routes/translator-notes.json';

export type ListedNote = { line: number; summary: string; sources: string[] };
export type NotesList = {
  $comment: string;
  versions: Record<string, Record<string, { file: string; notes: ListedNote[] }>>;
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
  for (const name of writtenVersions(siteDir)) {
    const pages: NotesList['versions'][string] = {};
    for (const doc of findVersion(inventory, name).docs) {
      const file = path.join(docsDirOf(name), doc.source);
      if (!fs.existsSync(path.join(siteDir, file))) continue;
      const notes = translatorNotesIn(fs.readFileSync(path.join(siteDir, file), 'utf8'));
      if (notes.length === 0) continue;
      pages[doc.permalink] = {
        file,
        notes: notes.map((n) => ({ line: n.line, summary: summaryOf(n.text), sources: n.sources })),
      };
    }
    versions[name] = pages;
  }
  return {
    $comment: `由 npm run notes:list 生成，不要手改：每个版本中带译者注（:::translator-note）的页面，每条注的行号、第一句和来源。`,
    versions,
  };
}

export const notesListJson = (siteDir: string) =>
  `${JSON.stringify(listTranslatorNotes(siteDir), null, 1)}\n`;

export function writeTranslatorNotes(siteDir: string): string {
  fs.writeFileSync(path.join(siteDir, TRANSLATOR_NOTES_FILE), notesListJson(siteDir));
  return TRANSLATOR_NOTES_FILE;
}
