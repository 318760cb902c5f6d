/**
 * Checks every GitHub Actions workflow in .github/workflows: valid against
 * the workflow schema (action-validator), and every `npm run <script>` it
 * calls is a script of package.json.
 * Usage: npm run lint:workflows
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WORKFLOWS_DIR, npmScriptsOf } from '../tools/ci/workflow';
import { runMain } from './lib/run-main';

/** The npm scripts a workflow runs that package.json does not define. */
export function unknownNpmScripts(workflow: string, scripts: Record<string, string>): string[] {
  return [...new Set(npmScriptsOf(workflow))].filter((name) => !(name in scripts));
}

runMain(__filename, () => {
  const siteDir = process.cwd();
  const dir = path.join(siteDir, WORKFLOWS_DIR);
  const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  if (files.length === 0) throw new Error(`no workflow in ${WORKFLOWS_DIR}`);
  const { scripts } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  let failures = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    try {
      execFileSync(path.join(siteDir, 'node_modules/.bin/action-validator'), [full], {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
    } catch (error) {
      failures += 1;
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      console.error(
        `${WORKFLOWS_DIR}/${file}: not a valid workflow\n${stdout ?? ''}${stderr ?? ''}`,
      );
    }
    for (const name of unknownNpmScripts(fs.readFileSync(full, 'utf8'), scripts)) {
      failures += 1;
      console.error(
        `${WORKFLOWS_DIR}/${file}: runs npm script "${name}", which package.json does not define`,
      );
    }
  }
  console.log(`workflow check: ${files.length} workflows, ${failures} problems`);
  return failures > 0 ? 1 : 0;
});
