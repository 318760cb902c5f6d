/**
 * Replaces the `window.docusaurus` that @docusaurus/core's Link calls with one
 * whose prefetch runs in idle time, one route per callback, once per path
 * (Docusaurus asks again for every anchor of a page). Preloading is unchanged.
 */
type DocusaurusApi = { prefetch: (route: string) => unknown; preload: (route: string) => unknown };
type Schedule = (task: () => void) => void;

const whenIdle: Schedule = (task) =>
  window.requestIdleCallback ? window.requestIdleCallback(task) : window.setTimeout(task, 50);

export const routeOf = (link: string): string => link.replace(/[?#].*$/, '');

export function idleDocusaurus(original: DocusaurusApi, schedule = whenIdle): DocusaurusApi {
  const asked = new Set<string>();
  const queue: string[] = [];
  const next = () => {
    original.prefetch(queue.shift()!);
    if (queue.length > 0) schedule(next);
  };
  const prefetch = (link: string) => {
    const route = routeOf(link);
    if (asked.has(route)) return false;
    asked.add(route);
    if (queue.push(route) === 1) schedule(next);
    return true;
  };
  return Object.freeze({ prefetch, preload: (route: string) => original.preload(route) });
}

let installed = false;

// The first route update comes as the page hydrates, before any link is seen.
export function onRouteDidUpdate(): void {
  if (installed) return;
  installed = true;
  window.docusaurus = idleDocusaurus(window.docusaurus) as unknown as typeof window.docusaurus;
}
