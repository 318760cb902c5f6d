/**
 * `npm run check:examples [label…]`: every TypeScript/JavaScript block of
 * every version with a package set type-checks against that version's real
 * packages (tools/examples), and the plugin API pages' signatures match the
 * packages' declarations. Installs missing package sets into the cache first.
 */
import { DOC_VERSIONS } from '../src/versions';
import { checkVersion, formatProblems, summary } from '../tools/examples/check';
import {
  cacheDirOf,
  installPackageSet,
  packageSetLabels,
  SITE_DIR,
} from '../tools/examples/packages';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  const labels = args.length > 0 ? args : packageSetLabels();
  let failed = 0;
  for (const label of labels) {
    const version = DOC_VERSIONS.find((v) => v.label === label);
    if (!version) throw new Error(`No doc version labelled ${label}`);
    const installSeconds = installPackageSet(label);
    const start = performance.now();
    const report = checkVersion(SITE_DIR, label, version.docsDir, cacheDirOf(label));
    for (const r of report.results) {
      for (const line of formatProblems(r)) {
        console.error(line);
        failed++;
      }
    }
    const s = summary(report.results);
    const install = installSeconds > 0 ? `, installed in ${installSeconds.toFixed(1)} s` : '';
    console.log(
      `${label}: ${s.blocks} blocks: ${s.alone} compile alone, ${s.page} with the page, ${s.marked} marked, ${s.failed} failing` +
        ` (${((performance.now() - start) / 1000).toFixed(1)} s${install})`,
    );
  }
  if (failed > 0) {
    console.error(`${failed} problem(s) in the examples`);
    return 1;
  }
});
