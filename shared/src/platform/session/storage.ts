/**
 * The store's browser storage (spec sections 3 and 9): every key carries the prefix `intl-`, so
 * our items never collide with another app on the same origin, and every value is saved as
 * `{ type, content, timestamp }` so a read gives back the value's original type (a number stays a
 * number) and callers can tell how old an item is. Session storage is the default; passing a
 * storage type of 'local' keeps the item across browser restarts (tokens, invite code).
 */
export const STORAGE_PREFIX = 'intl-';

export type StorageType = 'session' | 'local';

/** What one stored item looks like inside the browser storage. */
export interface StoredEntry<T = unknown> {
  /** `typeof` the value, with 'null' and 'array' told apart from 'object'. */
  type: string;
  content: T;
  /** Milliseconds since the epoch when the item was written. */
  timestamp: number;
}

function area(storageType: StorageType | undefined): Storage | undefined {
  // Guarded so server-side code (tsx, node tests) can import the session module safely.
  if (typeof window === 'undefined') return undefined;
  return storageType === 'local' ? window.localStorage : window.sessionStorage;
}

function typeTag(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isEntry(value: unknown): value is StoredEntry {
  return typeof value === 'object' && value !== null && 'type' in value && 'content' in value && 'timestamp' in value;
}

/** The whole stored record (value plus type tag and timestamp), or undefined when absent. */
function getEntry<T = unknown>(key: string, storageType?: StorageType): StoredEntry<T> | undefined {
  const raw = area(storageType)?.getItem(STORAGE_PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isEntry(parsed)) return parsed as StoredEntry<T>;
  } catch {
    // Written by something else (not JSON): fall through and hand back the raw text.
  }
  return { type: 'string', content: raw as T, timestamp: 0 };
}

function get<T = unknown>(key: string, storageType?: StorageType): T | undefined {
  return getEntry<T>(key, storageType)?.content;
}

function set(key: string, value: unknown, storageType?: StorageType, now: number = Date.now()): void {
  const entry: StoredEntry = { type: typeTag(value), content: value, timestamp: now };
  try {
    area(storageType)?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled (private mode): the app keeps working without it.
  }
}

function remove(key: string, storageType?: StorageType): void {
  area(storageType)?.removeItem(STORAGE_PREFIX + key);
}

export const storage = { get, getEntry, set, remove };
