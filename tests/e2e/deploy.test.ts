/**
 * `npm run deploy` end to end: a local sshd (Debian's, a throwaway key) and
 * nginx with the shipped configuration serving the deploy directory's
 * `current` release. Build A (the build under test) goes up first and a page
 * stays open in Chromium; build B (A with one sentence of one page edited,
 * deploySupport.ts) goes up while a client keeps asking for pages: no request
 * fails, no answer pairs one release's file with the other's CSP, every
 * answer after the deploy is B's, and the open page still loads A's chunks on
 * a client-side navigation. Then a deploy killed during its upload leaves B
 * served, a deploy whose checks fail switches back to B by itself, and a
 * rollback serves A again.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { readBuildPolicy } from '../../src/serving/csp';
import { ENV } from '../../src/site';
import { fetchRaw } from '../../tools/deploy/checks';
import { currentCommit, deploy, rollback, type DeployOptions } from '../../tools/deploy/deploy';
import { parseTarget } from '../../tools/deploy/target';
import { NOT_FOUND_PATH } from '../../tools/deploy/manifest';
import { parseList } from '../../tools/deploy/releases';
import { missingNginxParts, startNginx, type NginxServer } from '../../tools/nginx/server';
import { BUILD_DIR, launchBrowser, newContext } from './support';
import {
  SSH_HOST,
  derivedBuild,
  missingSshParts,
  startSshd,
  type Derived,
  type SshServer,
} from './deploySupport';

const SITE_DIR = path.resolve(__dirname, '../..');
/** Who deploys: this process's user (root here and in CI). */
const USER = os.userInfo().username;
/** The page kept open across the deploy, and where it navigates afterwards (its "next" link). */
const OPEN_PAGE = '/docs/apis/camera';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'capacitor-docs-deploy-test-'));
const deployRoot = path.join(temp, 'www');
const buildB = path.join(temp, 'build-b');
const buildC = path.join(temp, 'build-c');
let nginx: NginxServer;
let sshd: SshServer;
let browser: Browser;
let derived: Derived;
let nextPage: string;

type Deploy = { code: number | null; stdout: string; stderr: string };

/**
 * `npm run deploy` in this process (what scripts/deploy.ts calls), its lines
 * and its error: spawning the script for each of them costs seconds on a
 * busy machine; the killed deploy below runs the script itself.
 */
async function deployHere(
  run: (options: DeployOptions) => Promise<unknown>,
  checkUrl = nginx.origin,
): Promise<Deploy> {
  const lines: string[] = [];
  try {
    await run({
      target: parseTarget(`${USER}@${SSH_HOST}:${deployRoot}`),
      sshConfig: sshd.sshConfig,
      checkUrl,
      log: (line) => lines.push(line),
    });
    return { code: 0, stdout: lines.join('\n'), stderr: '' };
  } catch (error) {
    return { code: 1, stdout: lines.join('\n'), stderr: (error as Error).message };
  }
}

const COMMIT = currentCommit(SITE_DIR);
/** A release of `buildDir`; a second apart from the one before, as release names count seconds. */
let lastDeploy = 0;
async function deployBuild(buildDir: string, checkUrl?: string): Promise<Deploy> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastDeploy + 1000 - Date.now())));
  lastDeploy = Date.now();
  return deployHere((options) => deploy({ ...options, buildDir, commit: COMMIT }), checkUrl);
}

/** `npm run deploy` as a reader of the README runs it, against the test's server. */
function runDeploy(
  args: string[],
  { onStart }: { onStart?: (pid: number) => void } = {},
): Promise<Deploy> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/deploy.ts',
        ...args,
        '--ssh-config',
        sshd.sshConfig,
        '--check-url',
        nginx.origin,
      ],
      {
        cwd: SITE_DIR,
        env: { ...process.env, [ENV.deployTarget]: `${USER}@${SSH_HOST}:${deployRoot}` },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    onStart?.(child.pid!);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function assertDeployed(result: Deploy, what: string) {
  assert.equal(result.code, 0, `${what}:\n${result.stdout}\n${result.stderr}`);
}

/** What the server has, as the deploy sees it. */
function serverState() {
  const releases = fs.existsSync(path.join(deployRoot, 'releases'))
    ? fs.readdirSync(path.join(deployRoot, 'releases')).sort()
    : [];
  const current = fs.existsSync(path.join(deployRoot, 'current'))
    ? path.basename(fs.readlinkSync(path.join(deployRoot, 'current')))
    : '';
  return {
    ...parseList([`current ${current}`, ...releases.map((id) => `release ${id}`)].join('\n')),
    entries: releases,
  };
}

/** The file nginx answers a URL with, in a build. */
function fileOf(build: string, url: string): Buffer {
  if (url === NOT_FOUND_PATH) return fs.readFileSync(path.join(build, '404.html'));
  const rel = url.replace(/^\/docs\/?/, '');
  const page = path.join(build, rel, 'index.html');
  return fs.readFileSync(fs.existsSync(page) ? page : path.join(build, rel));
}

const sha = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

type Release = 'A' | 'B';

/** Which release a file and a CSP header are from ('both' when A and B agree on the file). */
function releaseOf(url: string, body: Buffer, csp: string | undefined) {
  const hash = sha(body);
  const inA = sha(fileOf(BUILD_DIR, url)) === hash;
  const inB = sha(fileOf(buildB, url)) === hash;
  const file: Release | 'both' | 'neither' =
    inA && inB ? 'both' : inA ? 'A' : inB ? 'B' : 'neither';
  const policy: Release | 'neither' =
    csp === readBuildPolicy(BUILD_DIR) ? 'A' : csp === readBuildPolicy(buildB) ? 'B' : 'neither';
  return { file, policy };
}

/** Asks every URL and says which release answered (throws on a failed or mixed answer). */
async function servedRelease(urls: string[]): Promise<Release> {
  const seen = new Set<Release>();
  for (const url of urls) {
    const answer = await fetchRaw(`${nginx.origin}${url}`);
    const { file, policy } = releaseOf(url, answer.body, answer.csp);
    assert.ok(file !== 'neither' && policy !== 'neither', `${url}: from neither release`);
    assert.ok(file === 'both' || file === policy, `${url}: file of ${file}, CSP of ${policy}`);
    seen.add(policy);
  }
  assert.equal(seen.size, 1, `answers from ${[...seen].join(' and ')}`);
  return [...seen][0];
}

before(async () => {
  const missing = [...missingNginxParts(), ...missingSshParts()];
  if (missing.length) throw new Error(missing.join('；'));
  nginx = await startNginx({ deployRoot });
  sshd = await startSshd(path.join(temp, 'ssh'), USER, {
    DEPLOY_NGINX: nginx.command.join(' '),
  });
  const openHtml = fileOf(BUILD_DIR, OPEN_PAGE).toString('utf8');
  const next = /class="pagination-nav__link pagination-nav__link--next" href=([^\s>]+)/.exec(
    openHtml,
  )?.[1];
  assert.ok(next, `${OPEN_PAGE} has a "next" link`);
  nextPage = next.replace(/^"|"$/g, '');
  fs.mkdirSync(buildB);
  derived = await derivedBuild(BUILD_DIR, buildB, nextPage);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await sshd?.close();
  await nginx?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('npm run deploy', () => {
  /** The URLs the client asks during the switch: pages, the not-found page, the index. */
  let pages: string[];
  let page: Page;
  let idA: string;
  let idB: string;

  it('publishes build A as the first release', async () => {
    const result = await deployBuild(BUILD_DIR);
    assertDeployed(result, 'deploy A');
    const state = serverState();
    assert.equal(state.releases.length, 1);
    idA = state.current!;
    assert.equal(state.releases[0], idA);
    assert.match(result.stdout, /发布 .* 已上线/);
    pages = ['/docs/', OPEN_PAGE, nextPage, NOT_FOUND_PATH];
    assert.equal(await servedRelease(pages), 'A');
  });

  it('deploys B while a client reads the site: no failed request, never a mixed answer, B afterwards; an open page of A still loads its chunks', async () => {
    const context = await newContext(browser, nginx.origin, {}, { answerOtherHosts: false });
    page = await context.newPage();
    await page.goto(`${nginx.origin}${OPEN_PAGE}`, { waitUntil: 'networkidle' });

    // A client on 127.0.0.1, one connection per request (a browser retries a
    // request on a kept-alive connection the server just closed; this client
    // would count it as failed), until the deploy has been done for a while.
    type Seen = { url: string; at: number; file: string; policy: string; error?: string };
    const seen: Seen[] = [];
    let deployDone = Infinity;
    const client = (async () => {
      for (let i = 0; i < 50_000; i += 1) {
        if (Date.now() > deployDone + 500) break;
        const url = pages[i % pages.length];
        const at = Date.now();
        try {
          const answer = await fetchRaw(`${nginx.origin}${url}`);
          const expected = url === NOT_FOUND_PATH ? 404 : 200;
          const release = releaseOf(url, answer.body, answer.csp);
          seen.push({
            url,
            at,
            ...release,
            error: answer.status === expected ? undefined : `status ${answer.status}`,
          });
        } catch (error) {
          seen.push({ url, at, file: '-', policy: '-', error: (error as Error).message });
        }
      }
    })();
    const result = await deployBuild(buildB);
    deployDone = Date.now();
    await client;
    assertDeployed(result, 'deploy B');
    idB = serverState().current!;
    assert.notEqual(idB, idA);

    const failed = seen.filter((s) => s.error);
    assert.deepEqual(failed, [], 'no request failed during the deploy');
    const mixed = seen.filter(
      (s) =>
        s.file === 'neither' ||
        s.policy === 'neither' ||
        (s.file !== 'both' && s.file !== s.policy),
    );
    assert.deepEqual(mixed, [], 'every answer is one release’s file with that release’s CSP');
    const late = seen.filter((s) => s.at > deployDone);
    assert.ok(late.length > 0, 'the client kept asking after the deploy');
    assert.deepEqual(
      late.filter((s) => s.policy !== 'B'),
      [],
      'every answer after the deploy is B’s',
    );
    assert.ok(
      seen.some((s) => s.policy === 'A') && seen.some((s) => s.policy === 'B'),
      `the client saw both releases (${seen.length} requests)`,
    );
    const bytes = /发送 (\d+) 字节（全站的 ([\d.]+) %/.exec(result.stdout);
    assert.ok(bytes, `deploy B reports what it sent:\n${result.stdout}`);
    console.log(`deploy B: ${seen.length} requests during the deploy; ${result.stdout.trim()}`);
    assert.ok(
      Number(bytes[2]) < 25,
      `a one-page release sends a small part of the site (${bytes[2]} %)`,
    );

    // The open page of A navigates on the client to the page B edited: it
    // loads A's chunk for it (renamed in B), so it shows A's sentence.
    const chunks: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/docs/assets/js/'))
        chunks.push({ url: response.url(), status: response.status() });
    });
    await page.click('a.pagination-nav__link--next');
    await page.waitForURL(`${nginx.origin}${nextPage}`);
    await page.getByText(derived.before, { exact: false }).first().waitFor({ timeout: 10_000 });
    assert.ok(chunks.length > 0, 'the navigation loaded chunks');
    assert.deepEqual(
      chunks.filter((c) => c.status !== 200),
      [],
      'A’s chunks load after the switch',
    );
    const loadedGone = chunks.filter((c) =>
      derived.goneAssets.some((gone) => c.url.endsWith(`/docs/${gone}`)),
    );
    assert.ok(loadedGone.length > 0, 'among them a chunk B no longer has of its own');
    assert.equal(await page.getByText(derived.after).count(), 0, 'A’s text, not B’s');
    await context.close();
  });

  it('leaves B served, complete, when npm run deploy is killed during its upload', async () => {
    // Build C: A (hard links) and a 3 MB file, uploaded at 1 MiB/s, so the
    // upload is still running when the deploy is killed.
    fs.mkdirSync(buildC);
    execFileSync('cp', ['-al', `${BUILD_DIR}/.`, buildC]);
    fs.writeFileSync(path.join(buildC, 'assets/large.bin'), crypto.randomBytes(3 << 20));
    let pid = 0;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, lastDeploy + 1000 - Date.now())),
    );
    lastDeploy = Date.now();
    const running = runDeploy([buildC, '--bwlimit', '1024'], { onStart: (p) => (pid = p) });
    const releases = path.join(deployRoot, 'releases');
    // Starting node and tsx, listing the releases and checksumming the build
    // come first: long on a busy machine.
    const deadline = Date.now() + 180_000;
    while (!fs.readdirSync(releases).some((name) => name.endsWith('.partial'))) {
      assert.ok(Date.now() < deadline, 'the upload started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 800));
    process.kill(-pid, 'SIGKILL');
    const result = await running;
    assert.equal(result.code, null, 'the deploy was killed');
    const state = serverState();
    assert.equal(state.current, idB);
    assert.deepEqual(state.releases, [idA, idB], 'no new release');
    assert.ok(
      state.entries.some((name) => name.endsWith('.partial')),
      'an unfinished upload',
    );
    assert.equal(await servedRelease(pages), 'B');
    for (const file of derived.goneAssets.map((f) => `/docs/${f}`)) {
      const answer = await fetchRaw(`${nginx.origin}${file}`);
      assert.equal(answer.status, 200, `${file} (A’s, kept for open pages)`);
    }
  });

  it('switches back to B by itself when the checks after the switch fail, saying why in Chinese', async () => {
    // The checks ask a server that is not the one switched: an nginx serving
    // B by itself, while the deploy is of A's build.
    const other = await startNginx({ buildDir: buildB });
    try {
      const result = await deployBuild(BUILD_DIR, other.origin);
      assert.equal(result.code, 1, result.stdout);
      assert.match(result.stderr, new RegExp(`切换后检查失败（发布 \\S+），已切回 ${idB}`));
      assert.match(result.stderr, /内容与这次发布的文件不同/);
      assert.match(result.stderr, /Content-Security-Policy 与这次发布的 _nginx\/csp\.conf 不同/);
    } finally {
      await other.close();
    }
    const state = serverState();
    assert.equal(state.current, idB);
    assert.ok(
      !state.entries.some((name) => name.endsWith('.partial')),
      'the killed upload is gone',
    );
    assert.equal(await servedRelease(pages), 'B');
  });

  it('rolls back to A in one step, and forward to B by name', async () => {
    const back = await deployHere((options) => rollback(options));
    assertDeployed(back, 'rollback');
    assert.equal(serverState().current, idA);
    assert.equal(await servedRelease(pages), 'A');
    const forward = await deployHere((options) => rollback({ ...options, release: idB }));
    assertDeployed(forward, 'rollback to B');
    assert.equal(serverState().current, idB);
    assert.equal(await servedRelease(pages), 'B');
  });
});
