import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocVersion } from '@site/src/versions';
import { factsFileOf, parseFacts } from '@site/tools/content/factsFile';
import { writeRecord } from '@site/tools/upstream/record';
import { writeVersionFacts } from '@site/tools/content/writeFacts';
import { blobOf, gitRepo, tempTree } from '../helpers/fixtures';

const english = (title: string, body: string) =>
  `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

const { dir, commits } = gitRepo([
  {
    'docs/main/a.md': english('A', 'Call `Camera.getPhoto()` with quality 90.'),
    'docs/main/b.md': english('B', 'Run `npx cap sync` on Android 14.'),
  },
  { 'docs/main/b.md': english('B', 'Run `npx cap sync` on Android 15 with `--inline`.') },
]);
const repo = { dir };
const current = findDocVersion('current');

const translated = (file: string, commit: string, body: string) =>
  writeRecord(`---\ntitle: 页面\n---\n\n# 页面\n\n${body}\n`, {
    path: file,
    commit,
    blob: blobOf(dir, commit, file),
  });

function site() {
  return tempTree({
    'docs/main/a.md': translated(
      'docs/main/a.md',
      commits[0],
      '用质量 90 调用 `Camera.getPhoto()`。',
    ),
    'docs/main/b.md': translated(
      'docs/main/b.md',
      commits[0],
      '在 Android 14 上运行 `npx cap sync`。',
    ),
    'docs/main/ours.md': '---\ntitle: 我们的\norigin: ours\n---\n\n# 我们的\n',
  });
}

describe('the English facts files', () => {
  it('the sync’s rewrite holds every recorded page of the version and none of our own', () => {
    const siteDir = site();
    const { file, pages } = writeVersionFacts(siteDir, repo, current);
    expect(pages).toBe(2);
    const facts = parseFacts(fs.readFileSync(file, 'utf8'), file);
    expect([...facts.keys()]).toEqual(['main/a.md', 'main/b.md']);
    expect(facts.get('main/b.md')?.facts.map((f) => f.token)).toContain('14');
  });

  it('upstream:record rewrites the recorded page’s entry only, every other line as it was', () => {
    const siteDir = site();
    const { file } = writeVersionFacts(siteDir, repo, current);
    // Another page's entry as an older run wrote it: a record never rewrites it.
    const before = fs
      .readFileSync(file, 'utf8')
      .replace(/^@ main\/a\.md .*$/m, (l) => `${l}\n9 Stale`);
    fs.writeFileSync(file, before);

    fs.writeFileSync(
      path.join(siteDir, 'docs/main/b.md'),
      translated('docs/main/b.md', commits[1], '在 Android 15 上运行 `npx cap sync --inline`。'),
    );
    writeVersionFacts(siteDir, repo, current, ['main/b.md']);
    const after = fs.readFileSync(factsFileOf(siteDir, current.label), 'utf8');
    const entry = (text: string, source: string) =>
      text.split(/^(?=@ )/m).find((part) => part.startsWith(`@ ${source} `));
    expect(entry(after, 'main/a.md')).toBe(entry(before, 'main/a.md'));
    expect(entry(after, 'main/a.md')).toContain('9 Stale');
    expect(entry(after, 'main/b.md')).toContain(blobOf(dir, commits[1], 'docs/main/b.md'));
    expect(entry(after, 'main/b.md')).toContain('15');
    expect(entry(after, 'main/b.md')).not.toContain(' 14');
  });
});
