import { storage } from '@topup/shared/session';

/** The visitor's recent searches, newest first, kept across visits (local storage). */
export const SEARCH_HISTORY_KEY = 'search_history';
export const SEARCH_HISTORY_LIMIT = 10;

export function readSearchHistory(): string[] {
  const stored = storage.get<unknown>(SEARCH_HISTORY_KEY, 'local');
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

/** Puts a search at the top of the history (once, whatever its case), keeping the newest ten. */
export function rememberSearch(keyword: string): string[] {
  const trimmed = keyword.trim();
  if (!trimmed) return readSearchHistory();
  const rest = readSearchHistory().filter((item) => item.toLocaleLowerCase() !== trimmed.toLocaleLowerCase());
  const history = [trimmed, ...rest].slice(0, SEARCH_HISTORY_LIMIT);
  storage.set(SEARCH_HISTORY_KEY, history, 'local');
  return history;
}

export function clearSearchHistory(): void {
  storage.remove(SEARCH_HISTORY_KEY, 'local');
}

/** The catalogue's results page for a keyword (the page itself belongs to the catalog remote). */
export function searchPath(keyword: string): string {
  return `/search?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}
