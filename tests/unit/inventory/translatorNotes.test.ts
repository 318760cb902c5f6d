import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TRANSLATOR_NOTES_FILE,
  listTranslatorNotes,
  notesListJson,
  recheckLines,
  sourcesToRecheck,
  summaryOf,
  type NotesList,
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

  it("lists our pages' dated sources, with every China page's source in it", () => {
    const list = listTranslatorNotes(siteDir);
    const china = Object.values(list.pageSources).flatMap((pages) =>
      Object.values(pages).filter(({ file }) => file.includes('/china/')),
    );
    expect(china.length).toBeGreaterThan(0);
    for (const { sources } of china)
      for (const s of sources) expect(s.accessed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the sources to re-check', () => {
  const list: NotesList = {
    $comment: '',
    versions: {
      v8: {
        '/docs/android': {
          file: 'versioned_docs/version-v8/main/android/index.md',
          notes: [
            {
              line: 84,
              summary: '',
              sources: ['https://developer.android.com/studio/run/device', '../china/mirrors.md'],
              accessed: '2026-01-10',
            },
            { line: 90, summary: '', sources: ['https://unpkg.com/@capacitor/cli@8.5.2/x.js'] },
            {
              line: 99,
              summary: '',
              sources: ['https://developer.android.com/new'],
              accessed: '2026-11-01',
            },
          ],
        },
      },
    },
    pageSources: {
      v8: {
        '/docs/china/mirrors': {
          file: 'versioned_docs/version-v8/main/china/mirrors.md',
          sources: [
            {
              line: 200,
              title: 'npmmirror',
              url: 'https://npmmirror.com/',
              accessed: '2025-12-01',
            },
            { line: 201, title: 'npm', url: 'https://docs.npmjs.com/', accessed: '2026-11-27' },
          ],
        },
      },
    },
  };
  const now = new Date('2026-11-28T00:00:00Z');

  it('are those read before six months ago, oldest first, with file, line and the pages to open', () => {
    const due = sourcesToRecheck(list, now);
    expect(due).toEqual([
      {
        file: 'versioned_docs/version-v8/main/china/mirrors.md',
        line: 200,
        urls: ['https://npmmirror.com/'],
        accessed: '2025-12-01',
      },
      {
        file: 'versioned_docs/version-v8/main/android/index.md',
        line: 84,
        urls: ['https://developer.android.com/studio/run/device'],
        accessed: '2026-01-10',
      },
    ]);
    expect(recheckLines(due, now).join('\n')).toContain(
      '- `versioned_docs/version-v8/main/china/mirrors.md:200`（访问于 2025-12-01）：https://npmmirror.com/',
    );
    expect(recheckLines([], now)).toEqual(['没有访问日期早于 2026-05-28 的来源。']);
  });
});
