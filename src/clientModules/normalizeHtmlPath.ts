/**
 * URLs ending in ".html" or "/index.html" show the clean path in the address
 * bar; the router already matches both forms.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function cleanHtmlPath(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return clean === '' ? '/' : clean;
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const clean = cleanHtmlPath(pathname);
  if (clean !== pathname)
    window.history.replaceState(window.history.state, '', clean + search + hash);
}
