/**
 * How long `npm start` takes to serve its first page: the time from
 * starting scripts/start.ts until a doc page answers with the site's HTML.
 * The dev server and its background search-index build run in a process
 * group of their own, stopped together afterwards.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const DEV_START_PAGE = '/docs/apis/camera';
const TIMEOUT_MS = 180_000;
const POLL_MS = 250;

/** Whether a dev server response is the site's page (not an error or a loading screen). */
export function isSitePage(status: number, html: string): boolean {
  return status === 200 && html.includes('id="__docusaurus"');
}

export async function timeDevStart({
  siteDir,
  port,
}: {
  siteDir: string;
  port: number;
}): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(siteDir, 'scripts/start.ts'),
      '--port',
      String(port),
      '--no-open',
    ],
    { cwd: siteDir, stdio: 'ignore', detached: true },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (exited) throw new Error('npm start 提前退出了');
      try {
        const response = await fetch(`http://localhost:${port}${DEV_START_PAGE}`);
        if (isSitePage(response.status, await response.text())) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`npm start 在 ${TIMEOUT_MS / 1000} 秒内没有提供 ${DEV_START_PAGE}`);
  } finally {
    if (!exited && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}
