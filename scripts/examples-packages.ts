/**
 * `npm run examples:packages [label…]`: writes each version's package set for
 * the example check (example-check/packages/<label>/package.json) and
 * resolves its lockfile with `npm install --package-lock-only`. Peer
 * dependencies are listed explicitly (.npmrc: legacy-peer-deps), so a set
 * holds exactly the packages named, whatever ranges plugins declare.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORKS } from '../tools/examples/frameworks';
import { PACKAGES_DIR, packageJsonOf } from '../tools/examples/packages';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  const labels = args.length > 0 ? args : Object.keys(FRAMEWORKS);
  for (const label of labels) {
    const dir = path.join(PACKAGES_DIR, label);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify(packageJsonOf(label), null, 2)}\n`,
    );
    fs.writeFileSync(path.join(dir, '.npmrc'), 'legacy-peer-deps=true\n');
    console.log(`${label}: resolving…`);
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      {
        cwd: dir,
        stdio: 'inherit',
      },
    );
  }
});
