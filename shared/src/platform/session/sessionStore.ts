import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface SessionState {
  /** Random per module instance: proves at run time that host and remotes share one store. */
  readonly instanceId: string;
  accessToken: string;
  /** The signed-in user's profile as the server sent it; null when unknown or signed out. */
  userInfo: UserInfo | null;
  locale: string;
  setAccessToken(token: string): void;
  setUserInfo(info: UserInfo | null): void;
  setLocale(locale: string): void;
}

/** User info: an id plus fields the spec does not list, so the rest stays open. */
export interface UserInfo {
  id: string | number;
  [field: string]: unknown;
}

function newInstanceId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export const sessionStore = createStore<SessionState>()((set) => ({
  instanceId: newInstanceId(),
  accessToken: '',
  userInfo: null,
  locale: 'ru',
  setAccessToken: (accessToken) => set({ accessToken }),
  setUserInfo: (userInfo) => set({ userInfo }),
  setLocale: (locale) => set({ locale }),
}));

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/** Signed in means a non-empty access token (spec, section 4). */
export function isSignedIn(state: Pick<SessionState, 'accessToken'>): boolean {
  return state.accessToken.length > 0;
}
