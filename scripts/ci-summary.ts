/**
 * `npm run ci:summary -- <JUnit 报告…> --job <名称> [--artifact-url <网址>]`:
 * the failed tests as Markdown for the workflow run's summary
 * ($GITHUB_STEP_SUMMARY), linking each to its line at the commit tested.
 */
import fs from 'node:fs';
import { failureSummary, junitFailures } from '../tools/ci/junit';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  if (positional.length === 0 || typeof options.job !== 'string')
    throw new Error(
      '用法：npm run ci:summary -- <JUnit 报告…> --job <名称> [--artifact-url <网址>]',
    );
  const failures = positional
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => junitFailures(fs.readFileSync(file, 'utf8')));
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = process.env;
  const sourceBase = server && repo && sha ? `${server}/${repo}/blob/${sha}/` : undefined;
  const artifactUrl =
    typeof options['artifact-url'] === 'string' ? options['artifact-url'] : undefined;
  process.stdout.write(failureSummary(options.job, failures, { sourceBase, artifactUrl }));
});
