import { sessionStore, type UserInfo } from './sessionStore';
import { storage } from './storage';
import { clearTokenRecord, loadStoredAccessToken, saveTokenRecord, type TokenRecord } from './tokenRecord';

/**
 * Sign-in, restore and local sign-out. Kept apart from the store so the store stays a plain
 * in-memory state and everything that touches browser storage lives in one place.
 */
export const USER_INFO_KEY = 'user_info';

type LogoutListener = () => void;
const logoutListeners = new Set<LogoutListener>();

/**
 * Runs `listener` after every local sign-out. The HTTP client clears its GET cache this way;
 * session cannot import http (http depends on session), so it offers a hook instead.
 */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Puts the stored access token and user info into the store; call once at start-up. */
export function restoreSession(): void {
  const info = storage.get<UserInfo>(USER_INFO_KEY, 'local');
  sessionStore.getState().setAccessToken(loadStoredAccessToken());
  sessionStore.getState().setUserInfo(info && typeof info === 'object' ? info : null);
}

/** Stores new tokens (after the code exchange or a refresh) and makes them the session's. */
export function signIn(record: TokenRecord): void {
  saveTokenRecord(record);
  sessionStore.getState().setAccessToken(record.access_token);
}

/** Caches the user info locally (spec section 3) and in the store. */
export function saveUserInfo(info: UserInfo | null): void {
  if (info) storage.set(USER_INFO_KEY, info, 'local');
  else storage.remove(USER_INFO_KEY, 'local');
  sessionStore.getState().setUserInfo(info);
}

/** Spec section 4: logout clears tokens, user info and stored token data, without a server call. */
export function logoutLocally(): void {
  clearTokenRecord();
  storage.remove(USER_INFO_KEY, 'local');
  sessionStore.getState().setAccessToken('');
  sessionStore.getState().setUserInfo(null);
  for (const listener of [...logoutListeners]) listener();
}
