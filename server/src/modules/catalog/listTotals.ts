/** How long a list's total is reused: the same minute of staleness public caches already allow. */
export const LIST_TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

/**
 * Totals of product lists, kept a short while per process. Counting joins every listed product
 * (the costly half of a page at 10,000 products), while a shopper paging or re-sorting a list
 * asks for the same total again and again; a total at most 30 s old only moves the pager by
 * what changed in those seconds. Nothing depends on it across processes: each API process
 * keeps its own, and a restart just counts again.
 */
export class ListTotals {
  private readonly entries = new Map<string, { total: number; countedAt: number }>();

  constructor(private readonly now: () => Date) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.countedAt < LIST_TOTAL_TTL_MS) return entry.total;
    const total = await count();
    this.entries.delete(key);
    // Oldest first in a Map's order: past the cap, the least recently counted one goes.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { total, countedAt: now });
    return total;
  }
}
