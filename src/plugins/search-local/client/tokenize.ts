/** The plugin's tokenize in its search worker (../index.ts), after full-width forms and synonyms. */
import { tokenize as tokenizeWords } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { toGlossaryTerms } from '../../../browser/search/synonyms';
import { normalizeQuery } from '../../../browser/search/normalizeQuery';

export function tokenize(text: string, language: string[]): string[] {
  return tokenizeWords(toGlossaryTerms(normalizeQuery(text)), language);
}
