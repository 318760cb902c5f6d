/**
 * The deploy test's server and second build: Debian's sshd on a loopback
 * port with a throwaway host key and user key (everything in a temp
 * directory; only /run/sshd, sshd's privilege-separation directory, is made
 * if missing), and build B derived from build A.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_CSP_FILE, nginxCspInclude, readBuildPolicy } from '../../src/serving/csp';
import { precompressFile, ENCODINGS } from '../../src/serving/precompress';
import { filesUnder } from '../../src/lib/files';
import { freePort } from '../../tools/nginx/server';

export const SSHD = '/usr/sbin/sshd';
/** The ssh configuration's name for the test server (DEPLOY_TARGET's host). */
export const SSH_HOST = 'deploy-test';

export function missingSshParts(): string[] {
  return [SSHD, '/usr/bin/ssh', '/usr/bin/ssh-keygen', '/usr/bin/rsync']
    .filter((file) => !fs.existsSync(file))
    .map((file) => `${file} 不存在（bash scripts/install-test-tools.sh）`);
}

export type SshServer = { sshConfig: string; close: () => Promise<void> };

/**
 * sshd on 127.0.0.1, letting in `user` with a key made here, running
 * commands with `env` set (SetEnv); `sshConfig` is an ssh -F file reaching
 * it as SSH_HOST with that key and only this host key trusted.
 */
export async function startSshd(
  dir: string,
  user: string,
  env: Record<string, string>,
): Promise<SshServer> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = (name: string) => {
    execFileSync('ssh-keygen', [
      '-q',
      '-t',
      'ed25519',
      '-N',
      '',
      '-C',
      name,
      '-f',
      path.join(dir, name),
    ]);
    return fs.readFileSync(path.join(dir, `${name}.pub`), 'utf8').trim();
  };
  const hostKey = key('host_key');
  fs.writeFileSync(path.join(dir, 'authorized_keys'), `${key('user_key')}\n`, { mode: 0o600 });
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'known_hosts'),
    `[127.0.0.1]:${port} ${hostKey.split(' ').slice(0, 2).join(' ')}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'sshd_config'),
    [
      `ListenAddress 127.0.0.1:${port}`,
      `HostKey ${path.join(dir, 'host_key')}`,
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      `AllowUsers ${user}`,
      'PermitRootLogin prohibit-password',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'StrictModes no',
      // `ssh host bash -s` and rsync run with these (the test's nginx commands).
      `SetEnv ${Object.entries(env)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}`,
      '',
    ].join('\n'),
  );
  const sshConfig = path.join(dir, 'ssh_config');
  fs.writeFileSync(
    sshConfig,
    [
      `Host ${SSH_HOST}`,
      '  HostName 127.0.0.1',
      `  Port ${port}`,
      `  User ${user}`,
      `  IdentityFile ${path.join(dir, 'user_key')}`,
      '  IdentitiesOnly yes',
      `  UserKnownHostsFile ${path.join(dir, 'known_hosts')}`,
      '  StrictHostKeyChecking yes',
      '  LogLevel ERROR',
      '',
    ].join('\n'),
  );
  if (!fs.existsSync('/run/sshd')) fs.mkdirSync('/run/sshd', { mode: 0o755 });
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', path.join(dir, 'sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Generous: a busy machine takes seconds for one login.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const result = spawnSyncOk('ssh', ['-F', sshConfig, '-o', 'BatchMode=yes', SSH_HOST, 'true']);
    if (result) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`sshd 没有启动：\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { sshConfig, close };
}

function spawnSyncOk(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/** A hashed file name's hash: assets/js/1234.ab12cd34.js → ab12cd34. */
const HASHED = /\.([0-9a-f]{8})\.(?:js|css)$/;
const TEXT = /\.(?:html|js|css|json|xml|md|txt)$/;

/** What derivedBuild changed, for the test's checks. */
export type Derived = {
  /** The sentence of the page that was edited, and what it became. */
  before: string;
  after: string;
  /** Hashed files of A that B does not have (renamed in B). */
  goneAssets: string[];
};

/**
 * Build B from build A, as a release where a translator edited one sentence
 * of one page (`pageUrl`): the page's HTML, its Markdown copy, the search
 * index and the bundles holding the sentence change; each changed bundle
 * gets a new content hash in its name, and so does every file naming it in
 * turn (the runtime's chunk map, then every page naming the runtime), as
 * Rspack names them; changed files get new .br/.gz copies. The CSP gains an
 * image host, as when a page starts showing images from elsewhere. B is a
 * hard-linked copy of A: changed files are written as new files, A is never
 * touched.
 */
export async function derivedBuild(
  buildA: string,
  outDir: string,
  pageUrl: string,
): Promise<Derived> {
  execFileSync('cp', ['-al', `${buildA}/.`, outDir]);
  const rel = (url: string) => path.join(url.replace(/^\/docs\/?/, ''), 'index.html');
  const pageHtml = fs.readFileSync(path.join(outDir, rel(pageUrl)), 'utf8');
  const bundles = filesUnder(path.join(outDir, 'assets/js'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/js/${f}`);
  const text = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
  // A sentence of the page's own text that its bundles carry as it is
  // (with non-ASCII characters escaped, as the minifier writes them).
  const escaped = (value: string) =>
    value.replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
    );
  const before = [...pageHtml.matchAll(/<p>([^<>&"]{12,})<\/p>/g)]
    .map((m) => m[1])
    .find((sentence) => bundles.some((b) => text(b).includes(escaped(sentence))));
  if (!before) throw new Error(`${pageUrl}: no sentence found in both its HTML and a bundle`);
  const after = `${before}（已修订）`;

  const changed = new Set<string>();
  const write = (file: string, content: string) => {
    const full = path.join(outDir, file);
    fs.rmSync(full);
    fs.writeFileSync(full, content);
    changed.add(file);
  };
  const textFiles = filesUnder(outDir).filter((f) => TEXT.test(f));
  for (const file of textFiles) {
    const content = text(file);
    const edited =
      file === rel(pageUrl) ||
      file === `${rel(pageUrl).replace(/\/index\.html$/, '')}.md` ||
      /^search-index.*\.json$/.test(file)
        ? content.split(before).join(after)
        : file.startsWith('assets/')
          ? content.split(escaped(before)).join(escaped(after))
          : content;
    if (edited !== content) write(file, edited);
  }

  // New names for changed hashed files, then for the files naming them, until nothing changes.
  const goneAssets: string[] = [];
  let renamed = [...changed].filter((f) => HASHED.test(f));
  const names = new Set(textFiles);
  while (renamed.length) {
    const hashes = new Map<string, string>();
    for (const file of renamed) {
      const old = HASHED.exec(file)![1];
      const fresh = crypto.createHash('sha256').update(text(file)).digest('hex').slice(0, 8);
      const moved = file.replace(`.${old}.`, `.${fresh}.`);
      fs.renameSync(path.join(outDir, file), path.join(outDir, moved));
      for (const extension of Object.values(ENCODINGS))
        fs.rmSync(path.join(outDir, file + extension), { force: true });
      changed.delete(file);
      changed.add(moved);
      names.delete(file);
      names.add(moved);
      goneAssets.push(file);
      hashes.set(old, fresh);
    }
    renamed = [];
    for (const file of names) {
      let content = text(file);
      const original = content;
      for (const [old, fresh] of hashes) content = content.split(old).join(fresh);
      if (content === original) continue;
      write(file, content);
      if (HASHED.test(file)) renamed.push(file);
    }
  }

  for (const file of changed) {
    for (const extension of Object.values(ENCODINGS))
      fs.rmSync(path.join(outDir, file + extension), { force: true });
    await precompressFile(path.join(outDir, file), path.join(outDir, '..', 'compression-cache'));
  }
  const policy = readBuildPolicy(outDir);
  const widened = policy.replace(/(img-src [^;]*)/, '$1 https://images.example.org');
  if (widened === policy) throw new Error(`${NGINX_CSP_FILE}: no img-src to widen`);
  fs.rmSync(path.join(outDir, NGINX_CSP_FILE));
  fs.writeFileSync(path.join(outDir, NGINX_CSP_FILE), nginxCspInclude(widened));
  return { before, after, goneAssets };
}
