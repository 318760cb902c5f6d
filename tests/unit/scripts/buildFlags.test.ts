/**
 * scripts/build.ts runs `docusaurus build` in two processes through two
 * environment flags Docusaurus reads but does not document: the installed
 * @docusaurus/core must still read both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_STEPS } from '../../../scripts/build';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8'));
const buildLocale = fs.readFileSync(path.join(core, 'lib/commands/build/buildLocale.js'), 'utf8');

describe(`@docusaurus/core ${version}: the flags of the two-process build`, () => {
  it.each(BUILD_STEPS.flatMap((step) => Object.keys(step.env)))('reads %s', (flag) => {
    expect(
      buildLocale,
      `@docusaurus/core@${version} no longer reads ${flag} in lib/commands/build/buildLocale.js: scripts/build.ts needs updating`,
    ).toMatch(new RegExp(`process\\.env\\.${flag} === 'true'`));
  });
});
