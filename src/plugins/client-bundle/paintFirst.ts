/**
 * The browser bundle's entry in production builds (./index.ts): Docusaurus's
 * client entry, started once the browser has painted the server-rendered
 * page. Started straight away, main.js's start-up (React, the theme, the
 * route table) ran before the first paint of the article on slow devices,
 * so the text a reader came for appeared only after the code ran. The
 * entry stays in main.js ("eager"): only its evaluation waits, one frame.
 */
export function afterNextPaint(): Promise<void> {
  // A background tab paints nothing and gets no animation frames.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

void afterNextPaint().then(() => import(/* webpackMode: "eager" */ '@docusaurus-client-entry'));
