import { storage } from './storage';

/**
 * The OAuth token record (spec section 3). Kept in local storage so a signed-in visitor stays
 * signed in across reloads and tabs; the access token is also stored on its own under
 * `intl-access_token` because "signed in" is defined by that item (spec section 4).
 */
export interface TokenRecord {
  access_token: string;
  refresh_token: string;
  /** When the token was issued, in milliseconds since the epoch. */
  create_time: number;
  /** Lifetime in seconds from create_time. */
  expires_in: number;
}

export const ACCESS_TOKEN_KEY = 'access_token';
export const TOKEN_RECORD_KEY = 'token_record';
/** Spec section 9: a token is refreshed when it expires in under 10 minutes. */
export const TOKEN_REFRESH_THRESHOLD_MS = 10 * 60 * 1000;

export function saveTokenRecord(record: TokenRecord): void {
  storage.set(TOKEN_RECORD_KEY, record, 'local');
  storage.set(ACCESS_TOKEN_KEY, record.access_token, 'local');
}

export function loadTokenRecord(): TokenRecord | undefined {
  const record = storage.get<TokenRecord>(TOKEN_RECORD_KEY, 'local');
  if (!record || typeof record !== 'object' || typeof record.access_token !== 'string') return undefined;
  return record;
}

export function loadStoredAccessToken(): string {
  const token = storage.get<unknown>(ACCESS_TOKEN_KEY, 'local');
  return typeof token === 'string' ? token : '';
}

export function clearTokenRecord(): void {
  storage.remove(TOKEN_RECORD_KEY, 'local');
  storage.remove(ACCESS_TOKEN_KEY, 'local');
}

/** Expiry moment of a record in milliseconds. */
export function expiresAt(record: Pick<TokenRecord, 'create_time' | 'expires_in'>): number {
  return record.create_time + record.expires_in * 1000;
}

/** True when the token expires in under 10 minutes (or already has): refresh before using it. */
export function isOverdue(record: Pick<TokenRecord, 'create_time' | 'expires_in'>, now: number): boolean {
  return expiresAt(record) - now < TOKEN_REFRESH_THRESHOLD_MS;
}
