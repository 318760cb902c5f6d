/**
 * Where a page's Markdown copy lives: its URL plus `.md`
 * (`/docs/apis/camera` → `/docs/apis/camera.md`); a URL ending in `/` (a
 * version's home page) gets `index.html.md`, as https://llmstxt.org asks.
 * Shared by the build plugin that writes the copies and the page button
 * that fetches them, so no Node imports here.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.html.md` : `${permalink}.md`;
}

/** Where a version's llms.txt lives: `/docs/llms.txt`, `/docs/next/llms.txt` … */
export function llmsTxtPathOf(versionPath: string): string {
  return `${versionPath.replace(/\/$/, '')}/llms.txt`;
}

/**
 * A page's address as the route inventory (and the English site) writes it:
 * without the trailing slash Docusaurus gives a folder's index page
 * (`/docs/v2/android/` → `/docs/v2/android`), except a version's home page.
 */
export function pagePathOf(permalink: string, versionPath: string): string {
  const home = `${versionPath.replace(/\/$/, '')}/`;
  return permalink !== home && permalink.endsWith('/') ? permalink.slice(0, -1) : permalink;
}
