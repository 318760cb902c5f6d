import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Code, Heading, RootContent } from 'mdast';
import { upstreamInventory } from '@site/tools/inventory/fromUpstream';
import { writeRecord } from '@site/tools/upstream/record';
import { fencedCode } from '@site/tools/upstream/fence';
import { pullRequestBody, syncWithUpstream } from '@site/tools/upstream/sync';
import type { PageStatus } from '@site/tools/upstream/status';
import { blobOf, gitRepo, tempTree } from '../helpers/fixtures';

/** Every node of a Markdown tree, depth first. */
function nodes(markdown: string): RootContent[] {
  const all: RootContent[] = [];
  const walk = (node: { children?: RootContent[] }) => {
    for (const child of node.children ?? []) {
      all.push(child);
      walk(child as { children?: RootContent[] });
    }
  };
  walk(fromMarkdown(markdown));
  return all;
}

const codeOf = (markdown: string) => nodes(markdown).filter((n): n is Code => n.type === 'code');

describe('fencedCode', () => {
  it.each([
    ['a bare fence line in a diff’s context', ' ```bash\n npx cap run\n ```\n+more\n'],
    ['a four-backtick fence and a tilde fence', '-````md\n ~~~\n+```\n'],
    ['backticks in a line, not at its start', '+Run `` `x` `` or ```y```.\n'],
    ['no fence characters at all', '-old\n+new\n'],
  ])('keeps %s inside one code block, unchanged', (_, text) => {
    const markdown = `${fencedCode(text, 'diff')}\n\n## After\n`;
    const code = codeOf(markdown);
    expect(code).toHaveLength(1);
    expect(code[0].lang).toBe('diff');
    expect(code[0].value).toBe(text.replace(/\n$/, ''));
    expect(nodes(markdown).some((n) => n.type === 'heading' && toString(n) === 'After')).toBe(true);
  });
});

const CONFIG =
  "module.exports = { presets: [['classic', { docs: { lastVersion: 'v1', versions: { current: { label: 'v2', banner: 'unreleased' } } } }]] };\n";
const page = (title: string, body: string) =>
  `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

/**
 * Pages whose English diffs carry fences of their own: a code block whose
 * closing line stays as diff context (the live-reload page's shape), a page
 * with four-backtick and tilde fences, and a plain prose change.
 */
const LIVE_RELOAD = (port: string) =>
  page(
    'Live reload',
    [
      'Start the dev server first.',
      '',
      '```bash',
      `npx cap run android --live-reload --port ${port}`,
      '```',
      '',
      'Then open the app.',
    ].join('\n'),
  );
const NESTED = (word: string) =>
  page(
    'Fences',
    [
      '````md',
      '```js',
      `const a = '${word}';`,
      '```',
      '````',
      '',
      '~~~',
      `tilde ${word}`,
      '~~~',
    ].join('\n'),
  );

function weekWithFences() {
  return gitRepo([
    {
      'versions.json': '["v1"]\n',
      'docusaurus.config.js': CONFIG,
      'sidebars.js': "module.exports = { docs: ['main/live', 'main/nested', 'main/plain'] };\n",
      'docs/main/live.md': LIVE_RELOAD('3000'),
      'docs/main/nested.md': NESTED('one'),
      'docs/main/plain.md': page('Plain', 'Old words.'),
      'docs/main/gone.md': page('Gone', 'Going away.'),
      'versioned_docs/version-v1/main/live.md': LIVE_RELOAD('3000'),
      'versioned_sidebars/version-v1-sidebars.json': '{"docs":["main/live"]}',
    },
    {
      'docs/main/live.md': LIVE_RELOAD('8100'),
      'docs/main/nested.md': NESTED('two'),
      'docs/main/plain.md': page('Plain', 'New words.'),
      'docs/main/added.md': page('Added', 'A new page.'),
      'docs/main/gone.md': null,
    },
  ]);
}

describe('the sync pull request body, rendered as CommonMark', () => {
  const { dir, commits } = weekWithFences();
  const translated = (file: string, title: string) =>
    writeRecord(`---\ntitle: ${title}\n---\n\n# ${title}\n\n中文正文。\n`, {
      path: file,
      commit: commits[0],
      blob: blobOf(dir, commits[0], file),
    });
  const siteDir = tempTree({
    'routes/routes.json': JSON.stringify(upstreamInventory({ dir }, commits[0])),
    'versions.json': '["v1"]',
    'docs/main/live.md': translated('docs/main/live.md', '实时重载'),
    'docs/main/nested.md': translated('docs/main/nested.md', '代码块'),
    'docs/main/plain.md': translated('docs/main/plain.md', '普通'),
    'docs/main/gone.md': translated('docs/main/gone.md', '将删除'),
    'versioned_docs/version-v1/main/live.md': translated(
      'versioned_docs/version-v1/main/live.md',
      '实时重载',
    ),
  });
  const result = syncWithUpstream(siteDir, { dir });
  const body = pullRequestBody(result);
  const stale = [...result.statuses.values()]
    .flat()
    .filter((s): s is Extract<PageStatus, { state: 'stale' }> => s.state === 'stale');

  it('builds on diffs that hold fences of their own', () => {
    expect(stale.map((s) => s.file).sort()).toEqual([
      'docs/main/live.md',
      'docs/main/nested.md',
      'docs/main/plain.md',
    ]);
    const live = stale.find((s) => s.file === 'docs/main/live.md')!;
    expect(live.diff.split('\n')).toContain(' ```');
  });

  it('has every section heading outside code, in order', () => {
    const headings = nodes(body)
      .filter((n): n is Heading => n.type === 'heading')
      .map((h) => `${'#'.repeat(h.depth)} ${toString(h)}`);
    expect(headings).toEqual([
      '## 已自动完成',
      '## 英文已更新的页面（3）',
      '### docs/main/live.md',
      '### docs/main/nested.md',
      '### docs/main/plain.md',
      '## 需要重新核对的来源（0）',
      '## 新页面（1）',
      '## 英文站删除的页面（1）',
    ]);
  });

  it('shows each English diff as one diff block, exactly', () => {
    const blocks = codeOf(body);
    expect(blocks.map((c) => c.lang)).toEqual(['diff', 'diff', 'diff']);
    expect(blocks.map((c) => c.value)).toEqual(stale.map((s) => s.diff.trimEnd()));
  });
});
