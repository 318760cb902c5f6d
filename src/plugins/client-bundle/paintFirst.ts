/**
 * The browser bundle's entry in production builds (./index.ts): Docusaurus's
 * client entry, started once the browser has painted the server-rendered
 * page. Started straight away, main.js's start-up (React, the theme, the
 * route table) ran before the first paint of the article on slow devices,
 * so the text a reader came for appeared only after the code ran. The
 * entry stays in main.js ("eager"): only its evaluation waits, one frame,
 * and then runs in steps (STEPS below).
 */
export function afterNextPaint(): Promise<void> {
  // A background tab paints nothing and gets no animation frames.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * main.js's modules, in the order they are evaluated: React DOM; the
 * plugins' client modules; the route table and registry; the app (theme,
 * site data); then the client entry, which loads the page's route modules
 * and starts hydration. All are in main.js ("eager"); a module runs when
 * first imported, so each step evaluates only what the steps before it did
 * not.
 */
const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus-client-app'),
  () => import(/* webpackMode: "eager" */ '@docusaurus-client-entry'),
];

/**
 * Starts the app after the first paint, one step per task: evaluated in one
 * go, main.js's modules made a single task long enough to delay a reader's
 * tap or scroll.
 */
export async function start(): Promise<void> {
  await afterNextPaint();
  for (const [index, step] of STEPS.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}

void start();
