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
  const reports = positional.filter((file) => fs.existsSync(file));
  if (reports.length === 0) {
    // The tests did not get as far as writing a report (install, download or start-up failed).
    console.log(`### 端到端测试 ${options.job}：没有 JUnit 报告，测试没有运行完，见该作业的日志\n`);
    return 1;
  }
  const failures = reports.flatMap((file) => junitFailures(fs.readFileSync(file, 'utf8')));
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = process.env;
  const sourceBase = server && repo && sha ? `${server}/${repo}/blob/${sha}/` : undefined;
  const artifactUrl =
    typeof options['artifact-url'] === 'string' ? options['artifact-url'] : undefined;
  process.stdout.write(failureSummary(options.job, failures, { sourceBase, artifactUrl }));
});
