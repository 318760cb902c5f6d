/**
 * Stands in for the search plugin's smartQueries module inside its search
 * worker (see ../index.ts): long queries also try leaving out two words.
 */
import { smartQueries as pluginQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import { withRelaxedQueries } from '../relaxQueries';

export const smartQueries = withRelaxedQueries(pluginQueries);
