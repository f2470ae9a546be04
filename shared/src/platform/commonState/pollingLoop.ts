/** Spec, section 4: the polling loop runs every 30 s unless told otherwise. */
export const DEFAULT_POLLING_INTERVAL_MS = 30_000;

export interface PollingLoop {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * Runs `task` now and then every interval, never two at once: the next run is scheduled only
 * after the previous one settles, so a slow answer cannot pile up requests.
 */
export function createPollingLoop(task: () => Promise<unknown>, intervalMs: number = DEFAULT_POLLING_INTERVAL_MS): PollingLoop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  async function tick(): Promise<void> {
    if (!running) return;
    try {
      await task();
    } catch {
      // A failed round is retried on the next one; the task reports its own errors.
    }
    if (running) timer = setTimeout(() => void tick(), intervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      void tick();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    get running() {
      return running;
    },
  };
}
