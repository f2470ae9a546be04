/**
 * Counts requests in flight so the UI can show one loading indicator. A network failure clears
 * it entirely (spec section 8), so a lost connection never leaves a spinner stuck on screen.
 */
export type LoadingListener = (loading: boolean) => void;

export class LoadingTracker {
  private count = 0;
  private readonly listeners = new Set<LoadingListener>();

  get pending(): number {
    return this.count;
  }

  get isLoading(): boolean {
    return this.count > 0;
  }

  onLoadingChange(listener: LoadingListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.update(this.count + 1);
  }

  finish(): void {
    // Clamped: a request may finish after a network failure already reset the counter.
    this.update(Math.max(0, this.count - 1));
  }

  reset(): void {
    this.update(0);
  }

  private update(next: number): void {
    const was = this.count > 0;
    this.count = next;
    if (was !== next > 0) for (const listener of [...this.listeners]) listener(next > 0);
  }
}
