/**
 * One pass of following the English docs, for the weekly sync pull request:
 * rewrite the route inventory from upstream (a release moves versions),
 * copy pages whose English is identical in the next newer version, take
 * over edit-link changes that need no translation, record the English side
 * file readers see, and report the rest for translators: each page whose
 * English changed (with the diff), each new page and each page upstream
 * deleted. Nothing is machine-translated.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { followUpstream, settleSitePending } from '../inventory/fromUpstream';
import type { Inventory, InventoryVersion } from '../../src/versions/inventory';
import { docsDirOf } from '../../src/versions';
import { deriveVersion } from './derive';
import {
  compareUrl,
  pageFreshness,
  readEnglishState,
  type EnglishState,
} from '../../src/versions/freshness';
import { englishChanged, englishStateOf, writeEnglishState } from './freshness';
import { commitId, hasBlob, readBlob, type UpstreamRepo } from '../common/git';
import { writeRecord } from './record';
import { fencedCode } from './fence';
import { versionStatus, type PageStatus } from './status';
import {
  listTranslatorNotes,
  recheckLines,
  sourcesToRecheck,
  type SourceToRecheck,
} from '../inventory/translatorNotes';

/** Front matter fields that change with upstream's branches, not with the text. */
const EDIT_LINK_FIELDS = ['custom_edit_url', 'editApiUrl'];

type Version = { name: string; label: string; docsDir: string; upstreamDir: string };

const versionOf = (v: InventoryVersion): Version => ({
  name: v.name,
  label: v.label,
  docsDir: docsDirOf(v.name),
  upstreamDir: v.upstreamDir,
});

export type SyncResult = {
  upstream: string;
  /**
   * Whether the sync changed a file: a page's English changed, a page was
   * added, removed or moved, or a page was copied or updated. When not,
   * there is nothing to open a pull request for.
   */
  changed: boolean;
  inventoryChanged: boolean;
  /** Versions whose label, URL or banner moved (a release upstream). */
  moved: { name: string; from?: string; to: string }[];
  copied: string[];
  editLinksUpdated: string[];
  newlyRemoved: { url: string; path: string; commit: string }[];
  /** What routes/ours.json lacks for a deleted page: its reason, or a copy's decision. */
  ourRecordsToWrite: string[];
  statuses: Map<string, PageStatus[]>;
  /** The English side at the sync's commit (routes/upstream-english.json). */
  english: EnglishState;
  /** When the sync ran, and the dated sources read six months or more before it. */
  now: Date;
  toRecheck: SourceToRecheck[];
};

/**
 * Whether the English change from `before` to `after` touches only the edit
 * link fields of the front matter; if so, our page with those fields taken over.
 */
export function withEditLinksOf(page: string, before: string, after: string): string | undefined {
  const [old, next] = [matter(before), matter(after)];
  if (old.content !== next.content) return undefined;
  const rest = (data: Record<string, unknown>) =>
    JSON.stringify(Object.entries(data).filter(([key]) => !EDIT_LINK_FIELDS.includes(key)));
  if (rest(old.data) !== rest(next.data)) return undefined;
  let text = page;
  for (const field of EDIT_LINK_FIELDS) {
    const value: unknown = next.data[field];
    if (typeof value !== 'string') continue;
    const line = new RegExp(`^${field}: .*$`, 'm');
    if (!line.test(text)) return undefined;
    text = text.replace(line, `${field}: ${value}`);
  }
  return text;
}

function statusesOf(siteDir: string, repo: UpstreamRepo, inventory: Inventory) {
  const statuses = new Map<string, PageStatus[]>();
  for (const version of inventory.versions) {
    if (!fs.existsSync(path.join(siteDir, docsDirOf(version.name)))) continue;
    statuses.set(
      version.name,
      versionStatus({ siteDir, repo, version: versionOf(version), inventoryVersion: version }),
    );
  }
  return statuses;
}

export function syncWithUpstream(
  siteDir: string,
  repo: UpstreamRepo,
  { now = new Date() }: { now?: Date } = {},
): SyncResult {
  // A deletion's reason and a copy's decision are a maintainer's to write: listed in the PR.
  const ourRecordsToWrite: string[] = [];
  const {
    previous,
    next: inventory,
    changed: inventoryChanged,
  } = followUpstream(siteDir, repo, { write: true, pending: ourRecordsToWrite });
  const moved = inventory.versions
    .map((v) => {
      const old = previous.versions.find((o) => o.name === v.name);
      const place = (x: InventoryVersion) =>
        `${x.label} ${x.path}${x.banner ? ` (${x.banner})` : ''}`;
      return { name: v.name, from: old && place(old), to: place(v) };
    })
    .filter((m) => m.from !== m.to);
  const newlyRemoved = inventory.versions.flatMap((v) =>
    v.docs
      .filter((d) => d.removed)
      .filter(
        (d) =>
          !previous.versions.some((o) =>
            o.docs.some((p) => p.permalink === d.permalink && p.removed),
          ),
      )
      .map((d) => ({ url: d.permalink, path: d.removed!.path, commit: d.removed!.commit })),
  );

  // Pages new in a version whose English is that of the next newer version: our page of it.
  const copied: string[] = [];
  const written = inventory.versions.filter((v) =>
    fs.existsSync(path.join(siteDir, docsDirOf(v.name))),
  );
  const last = written.find((v) => v.isLast);
  for (const target of written.filter((v) => !v.isLast)) {
    const index = written.indexOf(target);
    const from = target.name === 'current' ? last : written[index - 1];
    if (!from || from === target) continue;
    for (const page of deriveVersion(
      {
        siteDir,
        repo,
        target: { version: versionOf(target), docs: target.docs },
        from: { version: versionOf(from), docs: from.docs },
      },
      { write: true },
    ))
      if (page.state === 'copied') copied.push(page.file);
  }

  // Copied pages are no longer pending.
  settleSitePending(siteDir);

  // English changed only in its edit links: taken over, and recorded.
  const editLinksUpdated: string[] = [];
  for (const statuses of statusesOf(siteDir, repo, inventory).values()) {
    for (const s of statuses) {
      if (s.state !== 'stale' || !hasBlob(repo, s.record.blob)) continue;
      const file = path.join(siteDir, s.file);
      const updated = withEditLinksOf(
        fs.readFileSync(file, 'utf8'),
        readBlob(repo, s.record.blob),
        readBlob(repo, s.upstream.blob),
      );
      if (updated === undefined) continue;
      fs.writeFileSync(file, writeRecord(updated, s.upstream));
      editLinksUpdated.push(s.file);
    }
  }

  const statuses = statusesOf(siteDir, repo, inventory);
  const upstream = commitId(repo);
  const english = englishStateOf(repo);
  // As with the inventory, a new upstream commit id alone is not written.
  const englishMoved = englishChanged(readEnglishState(siteDir), english);
  if (englishMoved) writeEnglishState(siteDir, english);
  return {
    upstream,
    changed: inventoryChanged || copied.length > 0 || editLinksUpdated.length > 0 || englishMoved,
    inventoryChanged,
    moved,
    copied,
    editLinksUpdated,
    newlyRemoved,
    ourRecordsToWrite,
    statuses,
    english,
    now,
    toRecheck: sourcesToRecheck(listTranslatorNotes(siteDir), now),
  };
}

/** GitHub's limit on a pull request body is 65,536 characters; diffs beyond this are left out. */
const BODY_LIMIT = 60_000;

/**
 * What a maintainer does when the pull request was opened with the
 * workflow's GITHUB_TOKEN: GitHub starts no workflow for it, so CI waits.
 */
export const START_CI_NOTE =
  '> **CI 没有自动运行。** 本 PR 由工作流的 `GITHUB_TOKEN` 创建，GitHub 不会为这样的 PR 启动其他工作流。要运行 CI，关闭本 PR 再重新打开（或向 `upstream-sync` 分支推送一个提交）。让 CI 以后自动运行：按 README 的“每周上游同步”配置一个 GitHub App。';

/**
 * The pull request body: what the sync did, and what is left for
 * translators. `ciStartsItself: false` when it is opened with GITHUB_TOKEN.
 */
export function pullRequestBody(
  result: SyncResult,
  { ciStartsItself = true }: { ciStartsItself?: boolean } = {},
): string {
  const all = [...result.statuses.values()].flat();
  const stale = all.filter(
    (s): s is Extract<PageStatus, { state: 'stale' }> => s.state === 'stale',
  );
  const missing = all.filter((s) => s.state === 'missing');
  const count = (list: PageStatus[], state: PageStatus['state']) =>
    list.filter((s) => s.state === state).length;

  const head: string[] = [
    ...(ciStartsItself ? [] : [START_CI_NOTE, '']),
    `与上游英文文档 \`ionic-team/capacitor-docs@${result.upstream}\` 对照的结果。本 PR 不含机器翻译：下面列出的页面要由译者按英文的改动更新，做法见 CONTRIBUTING.md 的“译者的工作流程”。`,
    '',
    '| 版本 | 已同步 | 英文已更新 | 未翻译的新页面 | 英文站已删除（保留） |',
    '| --- | --- | --- | --- | --- |',
    ...[...result.statuses.entries()].map(([name, list]) => {
      const removed = list.filter((s) => s.state === 'up-to-date' && s.removedUpstream).length;
      return `| ${name} | ${count(list, 'up-to-date') - removed} | ${count(list, 'stale')} | ${count(list, 'missing')} | ${removed} |`;
    }),
    '',
    '## 已自动完成',
    '',
  ];
  const done: string[] = [];
  if (result.inventoryChanged) done.push('- 路由清单（`routes/routes.json`）已按上游重写。');
  for (const m of result.moved)
    done.push(
      `- 版本 \`${m.name}\`：${m.from ? `${m.from} → ` : '新版本 '}${m.to}。上游发布了新版本时，按 MAINTAINING.md 的“上游发布新版本时”移动目录。`,
    );
  if (result.copied.length > 0)
    done.push(
      `- 英文与较新版本相同、直接复制的页面：${result.copied.map((f) => `\`${f}\``).join('、')}`,
    );
  if (result.editLinksUpdated.length > 0)
    done.push(
      `- 英文只改了编辑链接、已更新并记录的页面：${result.editLinksUpdated.map((f) => `\`${f}\``).join('、')}`,
    );
  done.push(
    '- `routes/upstream-english.json` 记下了英文各文件的最新状态：构建时据此和各页自己的上游记录，在英文已更新的页面顶部提示读者。',
  );
  head.push(...done, '');

  const tail: string[] = [];
  tail.push(
    `## 需要重新核对的来源（${result.toRecheck.length}）`,
    '',
    ...recheckLines(result.toRecheck, result.now),
    '',
  );
  tail.push(`## 新页面（${missing.length}）`, '');
  if (missing.length === 0) tail.push('没有。');
  else
    tail.push(
      '英文站有、我们还没有翻译的页面：本站暂不提供，指向它们的链接打开英文页面。认领一页，从 `main` 开分支，按英文完整翻译成列出的文件，再运行 `npm run upstream:record -- <上游克隆> <文件>`：它记录上游依据，并让这一页开始在本站提供。',
      '',
    );
  for (const s of missing)
    tail.push(
      `- \`${s.file}\`${s.state === 'missing' && s.upstream ? `，英文：\`${s.upstream.path}\`` : ''}：待认领`,
    );
  tail.push('', `## 英文站删除的页面（${result.newlyRemoved.length}）`, '');
  if (result.newlyRemoved.length === 0) tail.push('本次没有。');
  for (const r of result.newlyRemoved)
    tail.push(
      `- ${r.url}（\`${r.path}\`，在 ${r.commit} 中删除）：页面保留，页首会说明英文站已删除它。`,
    );
  if (result.ourRecordsToWrite.length > 0)
    tail.push(
      '',
      '在 `routes/ours.json` 中补上以下记录，再运行 `npm run upstream:inventory -- <上游克隆>`：',
      '',
      ...[...new Set(result.ourRecordsToWrite)].map((m) => `- ${m}`),
    );

  const staleSection: string[] = [`## 英文已更新的页面（${stale.length}）`, ''];
  if (stale.length === 0) staleSection.push('没有。');
  let size = [...head, ...tail].join('\n').length;
  let omitted = 0;
  for (const s of stale) {
    const page = pageFreshness(s.record, result.english);
    const lines = [
      `### \`${s.file}\``,
      '',
      `英文：\`${s.upstream.path}\`，译文依据 ${s.record.commit}${page ? `，英文最近更新于 ${page.englishChanged.date}（${page.englishChanged.commit}，[在 GitHub 上对比](${compareUrl(page)})）` : ''}。`,
      '',
    ];
    const diff = [
      '<details><summary>英文 diff</summary>',
      '',
      fencedCode(s.diff.trimEnd(), 'diff'),
      '',
      '</details>',
      '',
    ];
    size += lines.join('\n').length;
    staleSection.push(...lines);
    if (size + diff.join('\n').length < BODY_LIMIT) {
      staleSection.push(...diff);
      size += diff.join('\n').length;
    } else omitted += 1;
  }
  if (omitted > 0)
    staleSection.push(
      `（正文长度有限，${omitted} 个页面的 diff 没有列出：运行 \`npm run upstream:status -- <上游克隆>\` 查看。）`,
      '',
    );
  return [...head, ...staleSection, ...tail, ''].join('\n');
}
