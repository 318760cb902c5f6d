/**
 * The plugin's generated constants in its navbar box (../index.ts): the box
 * reads only the result limit; the generated module also loads lunr.
 */
import { localSearchOptions } from '../../../data/localSearch';

export const searchResultLimits = localSearchOptions({
  docsRouteBasePath: '/',
  contexts: [],
}).searchResultLimits;
