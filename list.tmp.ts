import { DOC_VERSIONS } from '/work/wt/examples/src/versions';
import { checkVersion } from '/work/wt/examples/tools/examples/check';
import { cacheDirOf, SITE_DIR } from '/work/wt/examples/tools/examples/packages';
const label = process.argv[2];
const v = DOC_VERSIONS.find((d) => d.label === label)!;
const r = checkVersion(SITE_DIR, label, v.docsDir, cacheDirOf(label));
for (const x of r.results) {
  if (x.outcome !== 'failed' && x.outcome !== 'stale-marker') continue;
  console.log(`## ${x.page}:${x.block.fenceLine} [${x.outcome}] ${x.block.heading}`);
  for (const p of x.problems.slice(0, 3)) console.log(`   ${p.line}: ${p.message.split('\n')[0].slice(0, 140)}`);
  if (process.argv[3]) console.log(x.block.code.split('\n').slice(0, 6).map((l) => '   | ' + l).join('\n'));
}
