/**
 * GET answers cached per path and parameters (spec sections 7 and 9: default 10 minutes). The
 * clock is injected so tests can move time without waiting. Only successful answers are stored.
 */
export const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** Stable key: parameters sorted, so {a,b} and {b,a} share one entry. */
export function cacheKey(path: string, params: Record<string, unknown>): string {
  const sorted = Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => [key, params[key]]);
  return `${path}?${JSON.stringify(sorted)}`;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const entry = this.entries.get(key);
    if (!entry) return { hit: false };
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: entry.value };
  }

  set(key: string, value: unknown, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
