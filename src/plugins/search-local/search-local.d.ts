// The package declares only its options; what we call of it is typed here.
declare module '@easyops-cn/docusaurus-search-local' {
  import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions<T, U>(data: OptionValidationContext<T, U>): U;
}

// Modules of its search worker that ./client replaces (see ./index.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js' {
  export function tokenize(text: string, language: string[]): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): { tokens: string[]; term: unknown[] }[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<import('../../browser/search/searchResult').SearchResult[]>;
}
