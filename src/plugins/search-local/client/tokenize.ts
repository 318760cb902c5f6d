/**
 * Stands in for the search plugin's tokenize module inside its search worker
 * (see ../index.ts): the query's full-width forms become ASCII and its
 * synonyms become glossary terms first.
 */
import { tokenize as tokenizeWords } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { toGlossaryTerms } from '../synonyms';
import { normalizeQuery } from '../normalizeQuery';

export function tokenize(text: string, language: string[]): string[] {
  return tokenizeWords(toGlossaryTerms(normalizeQuery(text)), language);
}
