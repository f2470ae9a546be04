import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface SessionState {
  /** Random per module instance: proves at run time that host and remotes share one store. */
  readonly instanceId: string;
  accessToken: string;
  locale: string;
  setAccessToken(token: string): void;
  setLocale(locale: string): void;
}

function newInstanceId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export const sessionStore = createStore<SessionState>()((set) => ({
  instanceId: newInstanceId(),
  accessToken: '',
  locale: 'ru',
  setAccessToken: (accessToken) => set({ accessToken }),
  setLocale: (locale) => set({ locale }),
}));

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/** Signed in means a non-empty access token (spec, section 4). */
export function isSignedIn(state: Pick<SessionState, 'accessToken'>): boolean {
  return state.accessToken.length > 0;
}
