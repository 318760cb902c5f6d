/**
 * Stands in for the search plugin's tokenize module inside its search worker
 * (see ../index.ts): the query's synonyms become glossary terms first.
 */
import { tokenize as tokenizeWords } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { toGlossaryTerms } from '../synonyms';

export function tokenize(text: string, language: string[]): string[] {
  return tokenizeWords(toGlossaryTerms(text), language);
}
