/**
 * The site's public address (scheme and host, no path), from SITE_URL: the
 * canonical links, hreflang alternates, sitemap and llms.txt are absolute
 * URLs on it. Without SITE_URL a build uses the address `npm run serve:prod`
 * serves, so a local build links to itself.
 */
import { BASE_URL, ENV } from '../site';

export const SERVE_PROD_PORT = 8080;
export const LOCAL_SITE_URL = `http://127.0.0.1:${SERVE_PROD_PORT}`;

export function siteUrlOf(value: string | undefined): { url: string; fromEnv: boolean } {
  if (value === undefined || value === '') return { url: LOCAL_SITE_URL, fromEnv: false };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${ENV.siteUrl}="${value}" is not an address (e.g. https://docs.example.cn)`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash)
    throw new Error(
      `${ENV.siteUrl}="${value}" must be an http(s) address with no path (the site lives under ${BASE_URL} on it), e.g. https://docs.example.cn`,
    );
  return { url: parsed.origin, fromEnv: true };
}
