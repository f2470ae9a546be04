export { sessionStore, useSession, isSignedIn } from './sessionStore';
export type { SessionState, UserInfo } from './sessionStore';
export { storage, STORAGE_PREFIX } from './storage';
export type { StorageType, StoredEntry } from './storage';
export {
  saveTokenRecord,
  loadTokenRecord,
  loadStoredAccessToken,
  clearTokenRecord,
  expiresAt,
  isOverdue,
  ACCESS_TOKEN_KEY,
  TOKEN_RECORD_KEY,
  TOKEN_REFRESH_THRESHOLD_MS,
} from './tokenRecord';
export type { TokenRecord } from './tokenRecord';
export { restoreSession, signIn, saveUserInfo, logoutLocally, onLogout, USER_INFO_KEY } from './lifecycle';
