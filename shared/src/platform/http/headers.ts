import { storage } from '@topup/shared/session';

/**
 * The headers every call carries (spec section 7): the token, the screen size and referrer for
 * the server's analytics, a persistent analytics id and the invite code that brought the visitor.
 */
export const DISTINCT_ID_KEY = 'distinct_id';
export const INVITE_CODE_KEY = 'invite_code';

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The visitor's analytics id: made once, then kept in local storage for every later visit. */
export function distinctId(): string {
  const stored = storage.get<unknown>(DISTINCT_ID_KEY, 'local');
  if (typeof stored === 'string' && stored) return stored;
  const id = randomId();
  storage.set(DISTINCT_ID_KEY, id, 'local');
  return id;
}

function referrerHost(referrer: string): string {
  try {
    return referrer ? new URL(referrer).host : '';
  } catch {
    return '';
  }
}

/** Header values must be ASCII (XHR throws otherwise): percent-encode only the other characters. */
export function asciiHeaderValue(value: string): string {
  return value.replace(/[^\x20-\x7e]+/gu, (run) => encodeURIComponent(run));
}

export function commonHeaders(token: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasWindow = typeof window !== 'undefined';
  const referrer = typeof document !== 'undefined' ? document.referrer : '';
  headers.screenWidth = String(hasWindow ? window.screen.width : 0);
  headers.screenHeight = String(hasWindow ? window.screen.height : 0);
  headers.latestReferrer = asciiHeaderValue(referrer);
  headers.latestReferrerHost = referrerHost(referrer);
  headers.distinctId = distinctId();
  const invite = storage.get<unknown>(INVITE_CODE_KEY, 'local');
  if (invite !== undefined && invite !== null && invite !== '') headers.inviteCode = String(invite);
  return headers;
}
