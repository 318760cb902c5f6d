/**
 * The build failures a translator fixes in a page, read from the build's
 * output and placed on the file and line that hold them: broken links and
 * broken anchors (Docusaurus names the page by its URL; the route inventory
 * gives its file, and the line is where the link's target appears) and
 * Markdown links that do not resolve (named by file, line and column).
 */
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { docAtUrl, type Inventory } from '../../src/versions/inventory';
import { docsDirOf } from '../../src/versions';

export type FileProblem = { file: string; line: number; column?: number; message: string };

// Colours and the logger's quoting off, so that the patterns below see plain text.
const plain = (log: string) => stripVTControlCharacters(log);

/** The page file (relative to the site) that Docusaurus built at `url`. */
function fileOfUrl(inventory: Inventory, url: string): string | undefined {
  const page = docAtUrl(inventory, url);
  return page && path.posix.join(docsDirOf(page.version.name), page.doc.source);
}

/** The first line of `text` naming the link's target: its anchor, or its last path segment. */
export function lineOfLink(text: string, link: string): number {
  const [pathname, anchor] = link.split('#');
  const segment = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const needles = [
    ...(anchor ? [`#${anchor}`] : []),
    ...(segment ? [`${segment}.md`, `/${segment}`, segment] : []),
  ];
  const lines = text.split('\n');
  for (const needle of needles) {
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return index + 1;
  }
  return 1;
}

export function problemsInBuildLog(
  log: string,
  inventory: Inventory,
  siteDir: string,
): FileProblem[] {
  const text = plain(log);
  const problems: FileProblem[] = [];

  const pages =
    /- Broken (link|anchor) on source page path = (\S+?):\n((?:\s+-> linking to .*\n?)+)/g;
  for (const [, kind, page, targets] of text.matchAll(pages)) {
    const file = fileOfUrl(inventory, page);
    for (const [, link] of targets.matchAll(/-> linking to (\S+)/g)) {
      const message =
        kind === 'anchor'
          ? `失效锚点：${page} 链接到 ${link}，目标页面没有这个锚点`
          : `失效链接：${page} 链接到 ${link}，站内没有这个页面`;
      if (!file) {
        problems.push({
          file: 'routes/routes.json',
          line: 1,
          message: `${message}（页面不在路由清单中）`,
        });
        continue;
      }
      const full = path.join(siteDir, file);
      const line = fs.existsSync(full) ? lineOfLink(fs.readFileSync(full, 'utf8'), link) : 1;
      problems.push({ file, line, message });
    }
  }

  const markdownLinks =
    /Markdown link with URL `?([^`\s]+)`? in source file "?([^"\s]+?)"? \((\d+):(\d+)\) couldn't be resolved/g;
  for (const [, url, file, line, column] of text.matchAll(markdownLinks))
    problems.push({
      file: path.isAbsolute(file) ? path.relative(siteDir, file) : file,
      line: Number(line),
      column: Number(column),
      message: `失效的 Markdown 链接：${url} 指向的文件不存在`,
    });

  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** A problem as a GitHub Actions workflow command, shown on the file and line. */
export function githubAnnotation(problem: FileProblem): string {
  const escape = (value: string) =>
    value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const where = [`file=${problem.file}`, `line=${problem.line}`];
  if (problem.column) where.push(`col=${problem.column}`);
  return `::error ${where.join(',')}::${escape(problem.message)}`;
}
