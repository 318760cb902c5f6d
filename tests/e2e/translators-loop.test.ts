/**
 * The translators' loop on real builds: a scratch English repository from a
 * small fixture and a scratch copy of this project translated from it
 * (its own pages and routes, this project's code, configuration and
 * packages), built one version at a time with `docusaurus build` as
 * `npm run build` does. One page's English changes: the weekly sync runs,
 * the build shows that page's notice with the link to its own diff and no
 * other page one; the translator records it and a page is added upstream:
 * the next build has no notice, does not serve the new page, and the route
 * check lists it as pending and passes; a page removed upstream stays at
 * its URL and says the English site deleted it. Each scenario's sync branch, PR
 * body and inventory are checked in tests/unit/upstream/loop.test.ts.
 * Builds its own site (in the system's temporary folder), not build/.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtDocs, compareRoutes, type Completeness } from '../../tools/inventory/builtRoutes';
import { settleSitePending, upstreamInventory } from '../../tools/inventory/fromUpstream';
import { readRecord, writeRecord } from '../../tools/upstream/record';
import { upstreamSource } from '../../tools/upstream/sources';
import { syncWithUpstream } from '../../tools/upstream/sync';
import { readInventory, readServedUrls } from '../../src/versions/inventory';
import { STALE_NOTICE_CLASS } from '../../src/remark/staleNotice';
import { ENV } from '../../src/site';
import { blobOf, gitRepo, writeFiles } from '../unit/helpers/fixtures';

const PROJECT = path.resolve(__dirname, '../..');
/** A fixed place: each run replaces the last one's (packages are links, never removed through). */
const SITE = path.join(os.tmpdir(), 'capacitor-docs-translators-loop');
const OUT = path.join(SITE, 'out');

const CONFIG =
  "module.exports = { presets: [['classic', { docs: { lastVersion: 'v1', versions: { current: { label: 'v2', banner: 'unreleased' } } } }]] };\n";
const english = (title: string, body: string, front = '') =>
  `---\ntitle: ${title}\n${front}---\n\n# ${title}\n\n${body}\n`;
/** The pages the navbar names, and two guides. */
const PAGES: Record<string, [string, string, string]> = {
  'index.md': ['Home', '首页', 'slug: /\n'],
  'plugins.md': ['Plugins', '插件', ''],
  'cli/index.md': ['CLI', '命令行', ''],
  'main/a.md': ['A', '甲', ''],
  'main/b.md': ['B', '乙', ''],
};
const SIDEBAR = ['index', 'plugins', 'cli/index', 'main/a', 'main/b'];

const firstCommit: Record<string, string> = {
  'versions.json': '["v1"]\n',
  'docusaurus.config.js': CONFIG,
  'sidebars.js': `module.exports = { docs: ${JSON.stringify(SIDEBAR)} };\n`,
  'versioned_sidebars/version-v1-sidebars.json': JSON.stringify({ docs: SIDEBAR }),
};
for (const [source, [title, , front]] of Object.entries(PAGES)) {
  firstCommit[`docs/${source}`] = english(title, 'Some text.', front);
  firstCommit[`versioned_docs/version-v1/${source}`] = english(title, 'Some text.', front);
}
const { dir, commits } = gitRepo([
  firstCommit,
  { 'docs/main/b.md': english('B', 'Some other text.') },
  {
    'docs/main/new.md': english('New', 'A new page.'),
    'sidebars.js': `module.exports = { docs: ${JSON.stringify([...SIDEBAR, 'main/new'])} };\n`,
  },
  {
    'docs/main/a.md': null,
    'sidebars.js': `module.exports = { docs: ${JSON.stringify([...SIDEBAR.filter((id) => id !== 'main/a'), 'main/new'])} };\n`,
  },
]);
const repo = { dir };

/** The scratch project: this project's code and packages (not its build cache), fixture pages. */
function scratchProject() {
  fs.rmSync(SITE, { recursive: true, force: true, maxRetries: 3 });
  fs.mkdirSync(path.join(SITE, 'node_modules'), { recursive: true });
  for (const name of ['src', 'static', 'i18n'])
    fs.cpSync(path.join(PROJECT, name), path.join(SITE, name), { recursive: true });
  for (const name of ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json'])
    fs.copyFileSync(path.join(PROJECT, name), path.join(SITE, name));
  // Packages by link, each on its own: the build caches stay in the scratch project.
  for (const entry of fs.readdirSync(path.join(PROJECT, 'node_modules')))
    if (entry !== '.cache')
      fs.symlinkSync(
        path.join(PROJECT, 'node_modules', entry),
        path.join(SITE, 'node_modules', entry),
      );
  const files: Record<string, string> = {
    'routes/routes.json': JSON.stringify(upstreamInventory(repo, commits[0])),
    'routes/served.txt': '',
    'routes/complete.json': '{"current":["docs"],"v1":["docs"]}\n',
    'versions.json': '["v1"]',
    'versioned_sidebars/version-v1-sidebars.json': JSON.stringify({ docs: SIDEBAR }),
  };
  for (const [source, [, title, front]] of Object.entries(PAGES))
    for (const folder of ['docs', 'versioned_docs/version-v1'])
      files[`${folder}/${source}`] = writeRecord(
        `---\ntitle: ${title}\n${front}---\n\n# ${title}\n\n一些文字。\n`,
        {
          path: `${folder}/${source}`,
          commit: commits[0],
          blob: blobOf(dir, commits[0], `${folder}/${source}`),
        },
      );
  writeFiles(SITE, files);
}

function syncAt(n: number) {
  execFileSync('git', ['-C', dir, 'checkout', '-q', commits[n]]);
  return syncWithUpstream(SITE, repo);
}

/** One version's build, as npm run build makes each. */
function build(version: string) {
  fs.rmSync(OUT, { recursive: true, force: true });
  execFileSync(path.join(SITE, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', OUT], {
    cwd: SITE,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, [ENV.buildVersion]: version, [ENV.analytics]: 'off' },
  });
}
const html = (url: string) =>
  fs.readFileSync(path.join(OUT, url.slice('/docs/'.length), 'index.html'), 'utf8');
const notices = (url: string) => html(url).split(STALE_NOTICE_CLASS).length - 1;

describe('the translators’ loop on real builds', () => {
  scratchProject();

  it('one page’s English changes: after the sync, that page alone shows the notice, linked to its own diff', () => {
    assert.equal(syncAt(1).changed, true);
    build('current');
    assert.equal(notices('/docs/next/main/b'), 1);
    const anchor = createHash('sha256').update('docs/main/b.md').digest('hex');
    assert.ok(
      html('/docs/next/main/b').includes(
        `https://github.com/ionic-team/capacitor-docs/compare/${commits[0]}...${commits[1]}#diff-${anchor}`,
      ),
    );
    for (const url of ['/docs/next/', '/docs/next/main/a', '/docs/next/cli'])
      assert.equal(notices(url), 0, url);
  });

  it('recorded by the translator, then a page added upstream: no notice, the new page pending and not served, the route check passes', () => {
    const file = path.join(SITE, 'docs/main/b.md');
    const text = fs.readFileSync(file, 'utf8');
    const version = readInventory(SITE).versions.find((v) => v.name === 'current')!;
    const doc = version.docs.find((d) => d.source === 'main/b.md')!;
    fs.writeFileSync(
      file,
      writeRecord(text.replace('一些文字。', '另一些文字。'), upstreamSource(repo, version, doc)!),
    );
    assert.equal(readRecord(fs.readFileSync(file, 'utf8'))!.commit, commits[1]);
    settleSitePending(SITE);

    assert.equal(syncAt(2).changed, true);
    build('current');
    assert.equal(notices('/docs/next/main/b'), 0);
    assert.ok(!fs.existsSync(path.join(OUT, 'next/main/new')), 'the pending page was built');
    const inventory = readInventory(SITE);
    const report = compareRoutes(
      inventory,
      builtDocs(OUT),
      JSON.parse(fs.readFileSync(path.join(SITE, 'routes/complete.json'), 'utf8')) as Completeness,
      readServedUrls(SITE),
    );
    assert.deepEqual(report.errors, []);
    assert.ok(
      report.lines.includes('    pending: /docs/next/main/new (main/new.md)'),
      report.lines.join('\n'),
    );
  });

  it('a page removed upstream: still served at its URL, saying the English site deleted it', () => {
    const result = syncAt(3);
    assert.deepEqual(
      result.newlyRemoved.map((r) => r.url),
      ['/docs/next/main/a'],
    );
    build('current');
    assert.match(html('/docs/next/main/a'), /英文站已于 \d{4}-\d{2}-\d{2} 删除此页/);
    const report = compareRoutes(
      readInventory(SITE),
      builtDocs(OUT),
      JSON.parse(fs.readFileSync(path.join(SITE, 'routes/complete.json'), 'utf8')) as Completeness,
      readServedUrls(SITE),
    );
    assert.deepEqual(report.errors, []);
  });
});
