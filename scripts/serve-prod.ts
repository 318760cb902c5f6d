/**
 * `npm run serve:prod [-- --port 8080] [--dir build]`: serves an existing
 * build with nginx and the shipped configuration (deploy/nginx), as
 * production does: redirects, 404s, precompressed files, caching and
 * security headers. Builds nothing; stops on Ctrl-C.
 */
import path from 'node:path';
import { startNginx } from '../tools/nginx/server';
import { SERVE_PROD_PORT } from '../src/serving/siteUrl';
import { parseArgs } from './lib/args';
import { runMain } from './lib/run-main';

const USAGE = 'npm run serve:prod [-- --port <端口，默认 8080>] [--dir <构建目录，默认 build>]';

export async function main(args: string[]): Promise<number> {
  const { options, positional } = parseArgs(args);
  const port = Number(options.port ?? SERVE_PROD_PORT);
  if (positional.length || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`用法：${USAGE}`);
  const buildDir = path.resolve(__dirname, '..', String(options.dir ?? 'build'));

  // Ctrl-C reaches nginx too (same process group), which stops as we do; a
  // signal (or a second one) during start-up or shutdown only means "stop".
  let signalled = false;
  let stop = () => {};
  const onSignal = () => {
    signalled = true;
    stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const server = await startNginx({ buildDir, port });
    if (!signalled) {
      const shown = path.relative(process.cwd(), buildDir);
      console.log(
        `› nginx 正在按部署配置（deploy/nginx）提供 ${shown.startsWith('..') ? buildDir : shown || '.'}：`,
      );
      console.log(`  ${server.url}`);
      console.log('  按 Ctrl-C 停止。');
      await new Promise<void>((resolve) => {
        stop = resolve;
        void server.exited.then(resolve);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await server.close();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (!signalled) {
    console.error('› nginx 意外退出。');
    return 1;
  }
  return 0;
}

runMain(__filename, main);
