/**
 * `npm run check:examples [label…]`: every TypeScript/JavaScript block of
 * every version with a package set type-checks against that version's real
 * packages (tools/examples), and the plugin API pages' signatures match the
 * packages' declarations (signatureExceptions.ts lists the reviewed upstream
 * errors). Installs missing package sets into the cache first.
 */
import { DOC_VERSIONS } from '../src/versions';
import { checkVersion, formatProblems, summary } from '../tools/examples/check';
import {
  cacheDirOf,
  installPackageSet,
  packageSetLabels,
  SITE_DIR,
} from '../tools/examples/packages';
import fs from 'node:fs';
import path from 'node:path';
import { checkNative } from '../tools/examples/native';
import { compareSignatures } from '../tools/examples/signatures';
import { SIGNATURE_EXCEPTIONS } from '../tools/examples/signatureExceptions';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  // --no-cache: compile every block again (the figure for a changed compile step).
  const noCache = args.includes('--no-cache');
  const named = args.filter((a) => !a.startsWith('--'));
  const labels = named.length > 0 ? named : packageSetLabels();
  let failed = 0;
  for (const label of labels) {
    const version = DOC_VERSIONS.find((v) => v.label === label);
    if (!version) throw new Error(`No doc version labelled ${label}`);
    if (noCache) fs.rmSync(path.join(cacheDirOf(label), '.results.json'), { force: true });
    const installSeconds = installPackageSet(label);
    const start = performance.now();
    const report = checkVersion(SITE_DIR, label, version.docsDir, cacheDirOf(label));
    for (const r of report.results) {
      for (const line of formatProblems(r)) {
        console.error(line);
        failed++;
      }
    }
    // The API pages' signatures against the packages' declarations.
    const exceptions = SIGNATURE_EXCEPTIONS.filter((e) => e.label === label);
    const used = new Set<(typeof exceptions)[number]>();
    for (const p of compareSignatures(
      cacheDirOf(label),
      path.join(SITE_DIR, 'api-metadata', label),
    )) {
      const excused = exceptions.find((e) => e.pkg === p.pkg && e.method === p.method);
      if (excused) {
        used.add(excused);
        continue;
      }
      console.error(`api-metadata/${label} ${p.pkg} ${p.method}: ${p.message}`);
      failed++;
    }
    for (const e of exceptions) {
      const page = fs.readFileSync(path.join(SITE_DIR, e.page), 'utf8');
      if (!used.has(e))
        console.error(
          `${e.page}: the signature exception for ${e.pkg} ${e.method} matches no mismatch; remove it`,
        );
      else if (!page.includes(e.note))
        console.error(
          `${e.page}: ${e.pkg} ${e.method} differs from the package; the page needs its translator's note citing ${e.note}`,
        );
      else continue;
      failed++;
    }
    // Native examples against the version's deployment minimums.
    const native = checkNative(
      SITE_DIR,
      version.docsDir,
      path.join(cacheDirOf(label), 'node_modules/@capacitor/cli'),
    );
    for (const p of native.problems) {
      console.error(p);
      failed++;
    }
    const { ios, minSdk, compileSdk } = native.minimums;
    console.log(
      `${label} native: iOS ${ios}, minSdk ${minSdk}, compileSdk ${compileSdk}; ${native.known.length} marked unguarded use(s)`,
    );
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
