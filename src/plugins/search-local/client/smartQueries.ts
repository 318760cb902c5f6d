/** The plugin's smartQueries in its search worker (../index.ts), relaxed (../relaxQueries.ts). */
import { smartQueries as pluginQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import { withRelaxedQueries } from '../relaxQueries';

export const smartQueries = withRelaxedQueries(pluginQueries);
