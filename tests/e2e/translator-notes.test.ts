import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { listTranslatorNotes } from '../../tools/inventory/translatorNotes';
import { BUILD_DIR, newContext, openHydrated, useSiteAndBrowser } from './support';

const site = useSiteAndBrowser();
const SITE_DIR = path.resolve(__dirname, '../..');
// The install page of the latest version, which every build includes.
const URL = '/docs/getting-started';

describe('translator notes (译者注)', () => {
  const listed = listTranslatorNotes(SITE_DIR).versions.v8[URL]?.notes ?? [];

  for (const colorMode of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`are labelled 译者注, cite a source and look unlike the English admonitions (${colorMode}, ${width} px)`, async () => {
        const context = await newContext(site.browser, site.origin, {
          viewport: { width, height: 900 },
        });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
        const page = await openHydrated(context, site.origin, URL);
        const notes = page.locator('.theme-admonition-translator-note');
        assert.ok(listed.length > 0, `routes/translator-notes.json lists notes of ${URL}`);
        assert.equal(await notes.count(), listed.length, 'every listed note is on the page');
        const info = await page
          .locator('.theme-admonition-info')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        for (const note of await notes.all()) {
          const seen = await note.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return {
              label: (el.firstElementChild as HTMLElement).innerText.trim(),
              links: el.querySelectorAll('a[href]').length,
              background: getComputedStyle(el).backgroundColor,
              border: getComputedStyle(el).borderTopStyle,
              fits: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            };
          });
          assert.equal(seen.label, '译者注');
          assert.ok(seen.links > 0, 'a note links to its source');
          assert.notEqual(seen.background, info, 'a note is coloured unlike :::info');
          assert.equal(seen.border, 'dashed');
          assert.ok(seen.fits, 'a note fits the viewport');
        }
        await context.close();
      });

  it('keep their label in the Markdown copy of the page', () => {
    const copy = fs.readFileSync(path.join(BUILD_DIR, 'getting-started.md'), 'utf8');
    assert.equal(copy.match(/^> \*\*译者注\*\*$/gm)?.length, listed.length);
  });
});
