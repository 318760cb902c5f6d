/**
 * Stands in for the plugin's generated constants in its navbar search box
 * (see ../index.ts). The box reads only the result limit from them; the
 * generated module also sets up lunr and its languages for the search
 * worker, which would put them in every page's start-up code.
 */
import { localSearchOptions } from '../../../data/localSearch';

export const searchResultLimits = localSearchOptions({
  docsRouteBasePath: '/',
  contexts: [],
}).searchResultLimits;
