/**
 * `npm run build`: every doc version built on its own and merged into one
 * site (src/siteBuild/build.ts). DOCS_VERSIONS builds fewer versions; other
 * arguments go to Docusaurus (`--out-dir` names the merged site's folder).
 * `--only-version <name> --out-dir <dir>` builds one version into <dir>/<name>
 * without merging (a CI job); `--merge-from <dir>` merges versions built so.
 */
import { buildSite } from '../src/siteBuild/build';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => buildSite(args));
