/**
 * `npm start`: the Docusaurus dev server, plus local search in dev. The
 * search plugin writes its index only after a production build, so a build
 * runs beside the dev server and its index files are served from a
 * dev-only static folder as soon as they are ready. The build starts once
 * the dev server has compiled, at the lowest CPU priority: the dev server
 * compiles each page when it is first opened (src/plugins/dev-lazy), and the
 * reader's page comes first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchIndexFiles } from '../src/plugins/search-local/trimIndex';
import { build, DOCUSAURUS_CLI } from './build';

const siteDir = path.resolve(__dirname, '..');
const devStatic = path.join(siteDir, '.search-index/static');
const indexBuild = path.join(siteDir, '.search-index/build');

fs.rmSync(devStatic, { recursive: true, force: true });
fs.mkdirSync(devStatic, { recursive: true });

const dev = spawn(process.execPath, [DOCUSAURUS_CLI, 'start', ...process.argv.slice(2)], {
  cwd: siteDir,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, SEARCH_DEV_STATIC: devStatic },
});

/** Calls `then` once the dev server has compiled the site (its output passes through). */
function whenDevServerRuns(then: () => void) {
  let waiting = true;
  dev.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (waiting && /compiled successfully/.test(chunk.toString())) {
      waiting = false;
      then();
    }
  });
}

if (process.env.SEARCH_PROVIDER === 'algolia') whenDevServerRuns(() => {});
else whenDevServerRuns(buildSearchIndex);

const stopIndexBuild = new AbortController();

function buildSearchIndex() {
  console.log('› 正在后台生成本地搜索索引，完成后开发服务器即可搜索……');
  // The production build's two steps (./build.ts), at the lowest priority.
  build(['--out-dir', indexBuild], {
    cwd: siteDir,
    output: 'ignore',
    log: () => {},
    priority: os.constants.priority.PRIORITY_LOW,
    signal: stopIndexBuild.signal,
    // Its own generated-files folder, so it does not race the dev server's .docusaurus.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.search-index/generated',
    },
  })
    .then((code) => {
      if (code !== 0) throw new Error(`exit status ${code}`);
      for (const file of searchIndexFiles(indexBuild)) {
        fs.mkdirSync(path.dirname(path.join(devStatic, file)), { recursive: true });
        fs.copyFileSync(path.join(indexBuild, file), path.join(devStatic, file));
      }
      console.log('› 本地搜索索引已就绪。');
    })
    .catch(() => {
      if (!stopIndexBuild.signal.aborted)
        console.error('› 本地搜索索引生成失败：运行 npm run build 查看原因。');
    });
}

dev.on('exit', (code) => {
  stopIndexBuild.abort();
  process.exit(code ?? 0);
});

// Stopped by a signal sent to this process alone (not Ctrl+C, which reaches
// the whole process group): stop the dev server, and with it the index build.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => dev.kill(signal));
