import { failWhenStalled, STALL_MS, STEP_LIMIT_MS } from './stallWatch';

/** A stand-in for the browser's resource timeline, so a test can say "a file just arrived". */
class FakePerformanceObserver {
  static callbacks: Array<(list: { getEntries: () => unknown[] }) => void> = [];
  constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
    FakePerformanceObserver.callbacks.push(callback);
  }
  observe(): void {}
  static arrive(): void {
    const entry = { responseEnd: performance.now(), startTime: performance.now() };
    for (const callback of FakePerformanceObserver.callbacks) callback({ getEntries: () => [entry] });
  }
}

describe('failWhenStalled', () => {
  beforeAll(() => {
    globalThis.PerformanceObserver = FakePerformanceObserver as unknown as typeof PerformanceObserver;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails a step when nothing arrives for the stall time', async () => {
    const pending = failWhenStalled(new Promise(() => undefined), 'catalog/routes');
    jest.advanceTimersByTime(STALL_MS + 300);
    await expect(pending).rejects.toThrow('catalog/routes stalled');
  });

  it('keeps waiting while other files keep arriving, as on a slow network', async () => {
    let settled = false;
    const pending = failWhenStalled(new Promise(() => undefined), 'catalog/routes');
    pending.catch(() => (settled = true));
    for (let second = 0; second < 10; second += 1) {
      jest.advanceTimersByTime(1000);
      FakePerformanceObserver.arrive();
    }
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(STALL_MS + 300);
    await expect(pending).rejects.toThrow('stalled');
  });

  it('gives up after the step limit even while the page stays busy', async () => {
    const pending = failWhenStalled(new Promise(() => undefined), 'catalog/routes');
    for (let elapsed = 0; elapsed <= STEP_LIMIT_MS; elapsed += 1000) {
      jest.advanceTimersByTime(1000);
      FakePerformanceObserver.arrive();
    }
    await expect(pending).rejects.toThrow('stalled');
  });

  it('passes the result of a step that finishes', async () => {
    await expect(failWhenStalled(Promise.resolve('routes'), 'catalog/routes')).resolves.toBe('routes');
  });
});
