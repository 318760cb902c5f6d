/**
 * One pass of following the English docs, for the weekly sync pull request:
 * rewrite the route inventory from upstream (a release moves versions),
 * copy pages whose English is identical in the next newer version, take
 * over edit-link changes that need no translation, refresh the freshness
 * file readers see, and report the rest for translators: each page whose
 * English changed (with the diff), each new page and each page upstream
 * deleted. Nothing is machine-translated.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { followUpstream } from '../inventory/fromUpstream';
import type { Inventory, InventoryVersion } from '../../src/versions/inventory';
import { docsDirOf } from '../../src/versions';
import { deriveVersion } from './derive';
import { compareUrl, type Freshness } from '../../src/versions/freshness';
import { freshnessOf, writeFreshness } from './freshness';
import { commitId, hasBlob, readBlob, type UpstreamRepo } from './git';
import { writeRecord } from './record';
import { versionStatus, type PageStatus } from './status';

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
  inventoryChanged: boolean;
  /** Versions whose label, URL or banner moved (a release upstream). */
  moved: { name: string; from?: string; to: string }[];
  copied: string[];
  editLinksUpdated: string[];
  newlyRemoved: { url: string; path: string; commit: string }[];
  statuses: Map<string, PageStatus[]>;
  freshness: Freshness;
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

export function syncWithUpstream(siteDir: string, repo: UpstreamRepo): SyncResult {
  const {
    previous,
    next: inventory,
    changed: inventoryChanged,
  } = followUpstream(siteDir, repo, { write: true });
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
  const freshness = freshnessOf(repo, upstream, [...statuses.values()].flat());
  writeFreshness(siteDir, freshness);
  return {
    upstream,
    inventoryChanged,
    moved,
    copied,
    editLinksUpdated,
    newlyRemoved,
    statuses,
    freshness,
  };
}

/** GitHub's limit on a pull request body is 65,536 characters; diffs beyond this are left out. */
const BODY_LIMIT = 60_000;

/** The pull request body: what the sync did, and what is left for translators. */
export function pullRequestBody(result: SyncResult): string {
  const all = [...result.statuses.values()].flat();
  const stale = all.filter(
    (s): s is Extract<PageStatus, { state: 'stale' }> => s.state === 'stale',
  );
  const missing = all.filter((s) => s.state === 'missing');
  const count = (list: PageStatus[], state: PageStatus['state']) =>
    list.filter((s) => s.state === state).length;

  const head: string[] = [
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
      `- 版本 \`${m.name}\`：${m.from ? `${m.from} → ` : '新版本 '}${m.to}。上游发布了新版本时，按 CONTRIBUTING.md 的“上游发布新版本时”移动目录。`,
    );
  if (result.copied.length > 0)
    done.push(
      `- 英文与较新版本相同、直接复制的页面：${result.copied.map((f) => `\`${f}\``).join('、')}`,
    );
  if (result.editLinksUpdated.length > 0)
    done.push(
      `- 英文只改了编辑链接、已更新并记录的页面：${result.editLinksUpdated.map((f) => `\`${f}\``).join('、')}`,
    );
  done.push('- `routes/upstream-status.json` 已更新：英文已更新的页面会在页首提示读者。');
  head.push(...done, '');

  const tail: string[] = [];
  tail.push(`## 新页面（${missing.length}）`, '');
  if (missing.length === 0) tail.push('没有。');
  for (const s of missing)
    tail.push(
      `- \`${s.file}\`${s.state === 'missing' && s.upstream ? `，英文：\`${s.upstream.path}\`` : ''}：完整翻译`,
    );
  tail.push('', `## 英文站删除的页面（${result.newlyRemoved.length}）`, '');
  if (result.newlyRemoved.length === 0) tail.push('本次没有。');
  for (const r of result.newlyRemoved)
    tail.push(
      `- ${r.url}（\`${r.path}\`，在 ${r.commit} 中删除）：页面保留，页首会说明英文站已删除它。`,
    );

  const staleSection: string[] = [`## 英文已更新的页面（${stale.length}）`, ''];
  if (stale.length === 0) staleSection.push('没有。');
  let size = [...head, ...tail].join('\n').length;
  let omitted = 0;
  for (const s of stale) {
    const page = result.freshness.pages[s.file];
    const lines = [
      `### \`${s.file}\``,
      '',
      `英文：\`${s.upstream.path}\`，译文依据 ${s.record.commit}${page ? `，英文最近更新于 ${page.englishChanged.date}（${page.englishChanged.commit}，[在 GitHub 上对比](${compareUrl(page)})）` : ''}。`,
      '',
    ];
    const diff = [
      '<details><summary>英文 diff</summary>',
      '',
      '```diff',
      s.diff.trimEnd(),
      '```',
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
