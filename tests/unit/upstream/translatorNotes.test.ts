import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveVersion } from '@site/tools/upstream/derive';
import { relinkToFiles } from '@site/tools/upstream/relink';
import { withEditLinksOf } from '@site/tools/upstream/sync';
import { writeRecord } from '@site/tools/upstream/record';
import { translatorNotesIn } from '@site/src/remark/translatorNotes';
import {
  blobOf,
  tempTree,
  upstreamFixture,
  upstreamV6 as v6,
  upstreamV6Docs as v6Docs,
  upstreamV7 as v7,
  upstreamV7Docs as v7Docs,
} from '../helpers/fixtures';

const NOTE = [
  ':::translator-note',
  '先运行 `npm run build`，否则 CLI 会警告，见 [CLI 源码](https://unpkg.com/@capacitor/cli@7.6.9/dist/tasks/add.js)和[乙](/docs/b#run)。',
  ':::',
].join('\n');

describe('translator notes when a page is re-derived from the next newer version', () => {
  it('keeps the note in the copied page and lists it for checking against the older version', () => {
    const { dir, pinned, repo } = upstreamFixture();
    const file = 'versioned_docs/version-v7/main/a.md';
    const siteDir = tempTree({
      [file]: writeRecord(`---\ntitle: 甲\n---\n# 甲\n\n正文。\n\n${NOTE}\n\n结尾。\n`, {
        path: file,
        commit: pinned,
        blob: blobOf(dir, pinned, file),
      }),
    });
    const pages = deriveVersion(
      { siteDir, repo, target: { version: v6, docs: v6Docs }, from: { version: v7, docs: v7Docs } },
      { write: true },
    );
    const copied = fs.readFileSync(
      path.join(siteDir, 'versioned_docs/version-v6/main/a.md'),
      'utf8',
    );
    const notes = translatorNotesIn(copied);
    expect(notes).toHaveLength(1);
    // The note is ours: kept word for word; its site link now points inside v6, like the rest of the page.
    expect(notes[0].text).toBe(
      '先运行 `npm run build`，否则 CLI 会警告，见 [CLI 源码](https://unpkg.com/@capacitor/cli@7.6.9/dist/tasks/add.js)和[乙](./b.md#run)。',
    );
    expect(copied).toContain('正文。\n\n:::translator-note\n');
    expect(copied).toContain('\n:::\n\n结尾。\n');
    const page = pages.find((p) => p.source === 'main/a.md');
    expect(page).toMatchObject({ state: 'copied', notes: [{ line: notes[0].line }] });
  });

  it('keeps notes when only the English edit links changed (the weekly sync)', () => {
    const english = (edit: string) =>
      `---\ntitle: A\ncustom_edit_url: https://github.com/x/${edit}/README.md\n---\n\nText.\n`;
    const ours = `---\ntitle: 甲\ncustom_edit_url: https://github.com/x/main/README.md\n---\n正文。\n\n${NOTE}\n`;
    const updated = withEditLinksOf(ours, english('main'), english('next'));
    expect(updated).toBe(ours.replace('/main/README.md', '/next/README.md'));
    expect(translatorNotesIn(updated!)).toHaveLength(1);
  });

  it('relinks route links inside a note without touching the block', () => {
    const text = `正文。\n\n${NOTE}\n`;
    const relinked = relinkToFiles(text, 'main/a.md', [
      { source: 'main/a.md', permalink: '/docs/a' },
      { source: 'main/b.md', permalink: '/docs/b' },
    ]);
    expect(relinked).toBe(text.replace('](/docs/b#run)', '](./b.md#run)'));
  });
});
