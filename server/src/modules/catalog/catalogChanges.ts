/**
 * Tells this process's caches of public answers that catalogue data shown to visitors changed
 * (stock, sold counts, recent purchases). Other processes learn it from their caches' time-to-live.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every change until the returned function is called. */
export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
