/**
 * The failures in the JUnit reports of Node's test runner, and the Markdown
 * a CI job adds to the run's summary: each failed test with its suite, a
 * link to the line of the test file that failed, and the first lines of the
 * message; then where the screenshots and console logs are.
 */

import { decodeEntities } from '../../src/lib/html';

export type Failure = { name: string; file?: string; line?: number; message: string[] };

/** Node writes attribute quotes escaped twice (&amp;quot;). */
const decode = (text: string) => decodeEntities(decodeEntities(text));

const attr = (attrs: string, name: string) =>
  decode(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '');

/** The message's lines up to the stack trace, without the runner's wrapper. */
function messageLines(body: string): string[] {
  const lines: string[] = [];
  for (const raw of decode(body).split('\n')) {
    if (/^\s+at /.test(raw) || /^\s*(code|failureType): /.test(raw)) break;
    const line = raw
      .replace(/^\[?Error \[ERR_TEST_FAILURE\]: /, '')
      .replace(/\] \{$/, '')
      .trimEnd();
    if (line.trim()) lines.push(line);
  }
  return lines;
}

/** Failed tests of a JUnit report, named `suite › test`, with the test file's line when the stack names it. */
export function junitFailures(xml: string): Failure[] {
  const failures: Failure[] = [];
  const suites: string[] = [];
  let testcase: string | undefined;
  // Node leaves `>` unescaped inside attribute values.
  const tag = /<(\/?)(testsuite|testcase|failure)\b((?:[^>"]|"[^"]*")*?)(\/?)>/g;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const [, closing, name, attrs, selfClosing] = m;
    if (name === 'testsuite') {
      if (closing) suites.pop();
      else if (!selfClosing) suites.push(attr(attrs, 'name'));
    } else if (name === 'testcase') {
      testcase = closing || selfClosing ? undefined : attr(attrs, 'name');
    } else if (name === 'failure' && !closing && testcase !== undefined) {
      const end = xml.indexOf('</failure>', tag.lastIndex);
      const body = selfClosing ? '' : xml.slice(tag.lastIndex, end < 0 ? undefined : end);
      const at = /(tests\/e2e\/[\w.-]+\.test\.[cm]?[jt]s):(\d+)/.exec(decode(body));
      failures.push({
        name: [...suites, testcase].join(' › '),
        file: at?.[1],
        line: at ? Number(at[2]) : undefined,
        message: messageLines(body).slice(0, 12),
      });
    }
  }
  return failures;
}

export type SummaryLinks = {
  /** https://github.com/owner/repo/blob/<sha>/ — test files are linked under it. */
  sourceBase?: string;
  /** The uploaded screenshots and console logs. */
  artifactUrl?: string;
};

export function failureSummary(job: string, failures: Failure[], links: SummaryLinks = {}): string {
  if (failures.length === 0) return `### 端到端测试 ${job}：全部通过\n`;
  const lines = [`### 端到端测试 ${job}：${failures.length} 项失败`, ''];
  for (const failure of failures) {
    const where = failure.file ? `${failure.file}:${failure.line}` : '（测试文件未知）';
    const link =
      failure.file && links.sourceBase
        ? `[${where}](${links.sourceBase}${failure.file}#L${failure.line})`
        : where;
    lines.push(`- **${failure.name}** — ${link}`);
    if (failure.message.length)
      lines.push('  ```', ...failure.message.map((line) => `  ${line}`), '  ```');
  }
  lines.push(
    '',
    links.artifactUrl
      ? `失败页面的截图和控制台日志：${links.artifactUrl}`
      : '失败页面的截图和控制台日志在本次运行的制品中。',
  );
  return `${lines.join('\n')}\n`;
}
