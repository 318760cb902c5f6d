/**
 * Turns the build failures in a log (broken links, broken anchors, Markdown
 * links that do not resolve) into GitHub Actions annotations on the page
 * files and lines, for the CI workflow. Prints nothing when there are none.
 * Usage: npm run ci:annotate -- <log file>
 */
import fs from 'node:fs';
import { githubAnnotation, problemsInBuildLog } from '../tools/content/buildLog';
import { readInventory } from '../src/versions/inventory';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  if (!args[0]) throw new Error('usage: npm run ci:annotate -- <log file>');
  const siteDir = process.cwd();
  const problems = problemsInBuildLog(
    fs.readFileSync(args[0], 'utf8'),
    readInventory(siteDir),
    siteDir,
  );
  for (const problem of problems) console.log(githubAnnotation(problem));
});
