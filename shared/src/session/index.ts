export { sessionStore, useSession, isSignedIn } from './sessionStore';
export type { SessionState } from './sessionStore';
