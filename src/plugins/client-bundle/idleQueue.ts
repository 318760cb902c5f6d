/**
 * A queue of work run while the browser is idle, a few milliseconds at a
 * time, in the order it was queued (requestIdleCallback; a short timer where
 * the browser has none). Link prefetching uses it (./docusaurusClient.ts).
 */

/**
 * The longest one idle-time turn runs. The browser's idle deadline can be up
 * to 50 ms away, and a turn that long is a long task.
 */
const IDLE_TURN_MS = 8;
const idleWork: Array<() => void> = [];
let idleWorkScheduled = false;

function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function runIdleWork(deadline?: IdleDeadline): void {
  const started = performance.now();
  const timeLeft = () =>
    performance.now() - started < IDLE_TURN_MS &&
    (!deadline || deadline.didTimeout || deadline.timeRemaining() > 1);
  do idleWork.shift()?.();
  while (idleWork.length > 0 && timeLeft());
  if (idleWork.length > 0) whenIdle(runIdleWork);
  else idleWorkScheduled = false;
}

/** Runs `work` when the browser is idle, after the work queued before it. */
export function inIdleTime<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    idleWork.push(() => {
      try {
        work().then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
    if (!idleWorkScheduled) {
      idleWorkScheduled = true;
      whenIdle(runIdleWork);
    }
  });
}
