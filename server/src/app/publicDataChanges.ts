/**
 * Tells this process's caches of public answers (publicAnswers.ts) that data shown to visitors
 * changed: a module that changes stock, sold counts or recent purchases says so here. Other
 * processes learn it from their caches' time-to-live.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every change until the returned function is called. */
export function onPublicDataChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicDataChanged(): void {
  for (const listener of listeners) listener();
}
