/**
 * Tells a hung request from a slow network. A remote's step fails when the page has received
 * nothing at all for STALL_MS (no file or call of the page finished), not after a fixed time:
 * on a slow phone link files keep arriving, so the step waits; a request that hangs while the
 * page is otherwise idle fails within seconds. STEP_LIMIT_MS bounds a step that never ends
 * while other traffic keeps the page busy. Both are defaults: the server may set its own
 * (REMOTE_STALL_MS, REMOTE_STEP_LIMIT_MS), which the page carries inline.
 */
export const STALL_MS = 2000;
export const STEP_LIMIT_MS = 30_000;

/** The element the server puts in index.html with its budget (REMOTE_STALL_MS, REMOTE_STEP_LIMIT_MS). */
export const INLINE_BUDGET_ID = 'topup-remote-budget';

interface Budget {
  stallMs: number;
  stepLimitMs: number;
}

let budget: Budget | undefined;

/** The page's budget: the server's, read once, or the defaults above when absent or unusable. */
export function remoteBudget(): Budget {
  if (budget) return budget;
  let given: Partial<Budget> = {};
  try {
    given = JSON.parse(document.getElementById(INLINE_BUDGET_ID)?.textContent ?? '{}') as Partial<Budget>;
  } catch {
    // A broken block leaves the defaults: a fallback must still come.
  }
  const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
  budget = {
    stallMs: usable(given.stallMs) ? given.stallMs : STALL_MS,
    stepLimitMs: usable(given.stepLimitMs) ? given.stepLimitMs : STEP_LIMIT_MS,
  };
  return budget;
}
const CHECK_EVERY_MS = 250;

let lastArrivalAt = 0;
let observing = false;

/** The resource timeline of the page: each finished file or call is a sign of progress. */
function observeArrivals(): void {
  if (observing || typeof PerformanceObserver === 'undefined') return;
  observing = true;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lastArrivalAt = Math.max(lastArrivalAt, (entry as PerformanceResourceTiming).responseEnd || entry.startTime);
    }
  }).observe({ type: 'resource' });
}

/** Calls onStall once the page has been idle for the stall time since start; returns the cancel. */
export function watchForStall(onStall: () => void): () => void {
  observeArrivals();
  const startedAt = performance.now();
  const { stallMs, stepLimitMs } = remoteBudget();
  const timer = setInterval(() => {
    const now = performance.now();
    const idleFor = now - Math.max(startedAt, lastArrivalAt);
    if (idleFor >= stallMs || now - startedAt >= stepLimitMs) {
      clearInterval(timer);
      onStall();
    }
  }, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}

/** `work`, or a rejection naming `what` when the page stalls before it settles. */
export function failWhenStalled<T>(work: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = watchForStall(() => reject(new Error(`${what} stalled: nothing arrived for ${remoteBudget().stallMs} ms`)));
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}

/** Files whose load this page gave up on as stalled: a failure under their folder reads as "stalled". */
const stalledFiles = new Set<string>();

export function noteStalledFile(url: string): void {
  stalledFiles.add(url);
}

/** Whether a file under `folderUrl` (a release's folder) stalled; `forget` drops them, before a retry. */
export function stalledUnder(folderUrl: string, forget = false): boolean {
  const under = [...stalledFiles].filter((url) => url.startsWith(folderUrl));
  if (forget) for (const url of under) stalledFiles.delete(url);
  return under.length > 0;
}
