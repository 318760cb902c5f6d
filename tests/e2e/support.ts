/**
 * Shared set-up for the end-to-end tests: a static server for build/ under
 * /docs/ (like a typical static host) and Debian's headless Chromium.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';

export const BUILD_DIR = path.resolve(__dirname, '../../build');
const BASE = '/docs/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

/** The file a request path maps to: exact file, `<path>/index.html`, or `<path minus .html>/index.html`. */
export function fileFor(urlPath: string): string | undefined {
  const rel = decodeURIComponent(urlPath.slice(BASE.length - 1)).replace(/\/+$/, '');
  const candidates = [rel, `${rel}/index.html`, `${rel.replace(/\.html$/, '')}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(BUILD_DIR, candidate);
    if (!file.startsWith(BUILD_DIR)) return undefined;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

export async function startServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No build in ${BUILD_DIR}: run npm run build first`);
  }
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!urlPath.startsWith(BASE)) {
      res.writeHead(302, { location: BASE }).end();
      return;
    }
    const found = fileFor(urlPath);
    const file = found ?? path.join(BUILD_DIR, '404.html');
    res.writeHead(found ? 200 : 404, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Hashed bundles never change, as on any static host: the browser keeps them (and their compiled code).
      ...(found && urlPath.startsWith(`${BASE}assets/`)
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : {}),
    });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A browser context in which only our own server is reachable; other hosts get an empty answer. */
export async function newContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  return context;
}

/**
 * Starts the static server and the browser before the file's tests and stops
 * them after; the returned object holds both once started.
 */
export function useSiteAndBrowser(): { browser: Browser; origin: string } {
  const shared = {} as { browser: Browser; origin: string };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  before(async () => {
    server = await startServer();
    shared.origin = server.origin;
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await server?.close();
  });
  return shared;
}
