/**
 * What a CI run does, from what it changed: which versions its build jobs
 * build, which pages the end-to-end tests open, and whether the whole suite
 * runs. Only a version's own pages are that version's alone: the build's
 * input key (src/siteBuild/inputs.ts) puts every other file, and the list of
 * every version's pages, into every version's key. So an edited page builds
 * its version; an added, deleted or renamed page builds them all; site code,
 * configuration, dependencies, tests or the workflow run everything; the
 * project's own documents (README …, bench/REPORT.md, the .github templates)
 * and what only the checks read (upstream-facts/) run no build; a line of
 * routes/served.txt builds the version that serves it.
 */
import path from 'node:path';
import { docsDirOf } from '../../src/versions';
import { SERVED_FILE, urlKey, type Inventory } from '../../src/versions/inventory';
import { OWN_JOB_FILES, fileJobId } from './e2e';

/**
 * One line of `git diff --name-status`: M, A, D, T, or R/C with both paths;
 * for routes/served.txt also the lines it added or removed.
 */
export type Change = { status: string; paths: string[]; lines?: string[] };

/** One end-to-end job: its name, an id for its artifacts, and the arguments of `npm run ci:e2e`. */
export type E2eJob = { name: string; id: string; args: string };

export type CiPlan = {
  /** Every end-to-end file and every page (pushes to main, the nightly run, site changes). */
  full: boolean;
  /** Why, in a line (shown in the plan job's log). */
  reason: string;
  /** Whether anything of the site is built and tested at all. */
  site: boolean;
  /** The versions the build jobs build (the matrix), newest first; the merge takes the rest from the cache. */
  versions: string[];
  /** Without `full`: the pages every-page opens (changed pages and the smoke set), sorted. */
  pages: string[];
  /** The end-to-end jobs (the matrix). */
  e2e: E2eJob[];
};

/** Pages opened in every version on every run that is not full, where the version has them. */
export const SMOKE_SOURCES = [
  'index.md',
  'main/getting-started/installation.md',
  'apis/camera.md',
  'cli/commands/run.md',
];

/** The full suite's end-to-end jobs: the other files in shares and the slow ones alone, every-page's pages by shard. */
export const E2E_FILE_SHARDS = 3;
export const E2E_PAGE_SHARDS = 4;
/** Without `full`, one page job opens up to this many pages (every-page opens about four a second). */
const PAGES_PER_JOB = 300;

/**
 * Files no build reads (src/siteBuild/inputs.ts leaves them out of every
 * input key) and no test but the checks, which run on every pull request:
 * the project's documents, the .github templates, the English facts.
 */
export function isNotSiteInput(file: string): boolean {
  return (
    (!file.includes('/') && /\.md$/i.test(file)) ||
    file.startsWith('bench/') ||
    /^\.github\/(?!workflows\/).*\.md$/i.test(file) ||
    file.startsWith('upstream-facts/')
  );
}

/** The version that serves a URL: the one with the longest path it starts with. */
function versionServing(inventory: Inventory, url: string): string | undefined {
  const key = urlKey(url);
  return inventory.versions
    .filter((v) => {
      const base = urlKey(v.path);
      return key === base || key.startsWith(`${base}/`);
    })
    .sort((a, b) => b.path.length - a.path.length)[0]?.name;
}

/** `git diff --name-status` output as changes. */
export function parseNameStatus(text: string): Change[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, ...paths] = line.split('\t');
      return { status: status[0], paths };
    });
}

function shards(count: number, flag: string, name: string): E2eJob[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${name} ${i + 1}/${count}`,
    id: `${name}-${i + 1}-of-${count}`,
    args: `${flag} ${i + 1}/${count}`,
  }));
}

function fullE2e(): E2eJob[] {
  return [
    ...shards(E2E_FILE_SHARDS, '--files', 'files'),
    ...OWN_JOB_FILES.map((file) => ({
      name: path.basename(file, '.test.ts'),
      id: fileJobId(file),
      args: `--file ${file}`,
    })),
    ...shards(E2E_PAGE_SHARDS, '--pages', 'pages'),
  ];
}

/** The plan that runs everything. */
export function fullPlan(written: string[], reason: string): CiPlan {
  return {
    full: true,
    reason,
    site: true,
    versions: written,
    pages: [],
    e2e: fullE2e(),
  };
}

/** The smoke set: SMOKE_SOURCES in every written version. */
export function smokePages(inventory: Inventory, written: string[]): string[] {
  return inventory.versions
    .filter((v) => written.includes(v.name))
    .flatMap((v) => v.docs.filter((d) => SMOKE_SOURCES.includes(d.source)))
    .map((d) => urlKey(d.permalink));
}

export function planFor(changes: Change[], inventory: Inventory, written: string[]): CiPlan {
  const versions = new Set<string>();
  const pages = new Set<string>();
  const notes: string[] = [];
  for (const { status, paths, lines } of changes) {
    for (const file of paths) {
      if (isNotSiteInput(file)) continue;
      if (file === SERVED_FILE && status === 'M' && lines) {
        // The route check of the merged site reads it: build the versions that serve its lines.
        for (const line of lines) {
          const version = versionServing(inventory, line);
          if (!version) return fullPlan(written, `${SERVED_FILE} 的 ${line} 不属于任何版本`);
          if (written.includes(version)) versions.add(version);
        }
        continue;
      }
      const version = inventory.versions.find((v) => file.startsWith(`${docsDirOf(v.name)}/`));
      if (!version) return fullPlan(written, `${file} 是站点代码、配置、依赖、测试或工作流`);
      const source = file.slice(docsDirOf(version.name).length + 1);
      const doc = version.docs.find((d) => d.source === source);
      if (doc && status !== 'D') pages.add(urlKey(doc.permalink));
      if (status === 'M' || status === 'T') {
        versions.add(version.name);
      } else {
        // Every version's input key holds the list of every version's pages.
        for (const name of written) versions.add(name);
        notes.push(`${file}（${status}）改变了页面列表`);
      }
    }
  }
  const built = written.filter((name) => versions.has(name));
  if (built.length === 0)
    return {
      full: false,
      reason: '没有改动站点的输入（只改了项目文档，或没有改动），不构建站点',
      site: false,
      versions: [],
      pages: [],
      e2e: [],
    };
  const opened = [...new Set([...pages, ...smokePages(inventory, written)])].sort();
  const jobs = Math.max(1, Math.ceil(opened.length / PAGES_PER_JOB));
  return {
    full: false,
    reason: `只改了页面：构建 ${built.join('、')}${notes.length ? `（${notes.join('；')}）` : ''}，测试改动的 ${pages.size} 个页面和冒烟集`,
    site: true,
    versions: built,
    pages: opened,
    e2e: shards(jobs, '--pages', 'pages'),
  };
}
