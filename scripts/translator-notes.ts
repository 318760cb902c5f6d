/**
 * Writes routes/translator-notes.json, the translator's notes of every
 * written page and the dated sources of our own pages (see
 * tools/inventory/translatorNotes.ts), then shows the sources read more than
 * six months ago, to re-check. Run after adding or editing a note or a
 * source: `npm run notes:list`.
 */
import {
  listTranslatorNotes,
  recheckLines,
  sourcesToRecheck,
  writeTranslatorNotes,
} from '../tools/inventory/translatorNotes';
import { runMain } from './lib/run-main';

runMain(__filename, () => {
  const siteDir = process.cwd();
  console.log(`wrote ${writeTranslatorNotes(siteDir)}`);
  const now = new Date();
  console.log(recheckLines(sourcesToRecheck(listTranslatorNotes(siteDir), now), now).join('\n'));
});
