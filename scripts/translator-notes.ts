/**
 * Writes routes/translator-notes.json, the translator's notes of every
 * written page (see tools/inventory/translatorNotes.ts). Run after adding or
 * editing a note: `npm run notes:list`.
 */
import { writeTranslatorNotes } from '../tools/inventory/translatorNotes';
import { runMain } from './lib/run-main';

runMain(__filename, () => {
  console.log(`wrote ${writeTranslatorNotes(process.cwd())}`);
});
