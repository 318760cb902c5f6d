import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TRANSLATOR_NOTES_FILE,
  listTranslatorNotes,
  notesListJson,
  summaryOf,
} from '@site/tools/inventory/translatorNotes';
import { writtenVersions } from '@site/src/versions';
import { SITE_DIR as siteDir } from '../helpers/fixtures';

describe('the list of translator notes beside the route inventory', () => {
  it('is current (run npm run notes:list)', () => {
    expect(fs.readFileSync(path.join(siteDir, TRANSLATOR_NOTES_FILE), 'utf8')).toBe(
      notesListJson(siteDir),
    );
  });

  it('lists every written version, and every note there with at least one source', () => {
    const list = listTranslatorNotes(siteDir);
    expect(Object.keys(list.versions)).toEqual(writtenVersions(siteDir));
    for (const pages of Object.values(list.versions))
      for (const [url, { file, notes }] of Object.entries(pages)) {
        expect(url).toMatch(/^\/docs\//);
        expect(fs.existsSync(path.join(siteDir, file)), file).toBe(true);
        for (const note of notes)
          expect(note.sources.length, `${file}:${note.line}`).toBeGreaterThan(0);
      }
  });

  it('summarises a note by its first sentence, as text', () => {
    expect(summaryOf('先运行 `npm run build`，见 [CLI 源码](https://unpkg.com/x)。第二句。')).toBe(
      '先运行 npm run build，见 CLI 源码。',
    );
  });
});
