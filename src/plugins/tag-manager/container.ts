/** The <meta name> that carries the Tag Manager container id to ./client.ts. */
export const CONTAINER_META = 'google-tag-manager';

type TagManagerWindow = Window & { dataLayer?: unknown[] };

/** How long the browser may stay busy before the container loads anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** Adds the container script the page's <meta> names (once), as Google's snippet would. */
export function loadContainer(win: TagManagerWindow): void {
  const { document } = win;
  const id = document.querySelector(`meta[name="${CONTAINER_META}"]`)?.getAttribute('content');
  if (!id || document.querySelector('script[src*="googletagmanager.com/gtm.js"]')) return;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Runs `load` once the page has loaded and the browser is idle (or after a timeout). */
export function whenLoadedAndIdle(win: Window, load: () => void): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(load, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
