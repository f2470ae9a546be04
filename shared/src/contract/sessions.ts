import { z } from 'zod';
import { defineCall, type CallRequest } from '@topup/shared/contract';

/**
 * Account safety (docs/sessions.md): the sign-in history and the signed-in sessions of the
 * caller. A session is a refresh-token family; revoking it signs that device out. These calls are
 * not in the spec; they are named in its style under /user/front/user/.
 */

export const signInSchema = z.object({
  /** The session (refresh-token family) id. */
  sessionId: z.string().uuid(),
  /** A readable device label made from the user agent, e.g. "Chrome · Android". */
  device: z.string(),
  ip: z.string(),
  /** ms since the epoch. */
  signInTime: z.number().int(),
  lastSeenTime: z.number().int(),
  /** The session is still signed in. */
  active: z.boolean(),
  /** The session of this very call. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signInHistoryCall = defineCall({
  method: 'GET',
  path: '/user/front/user/signInHistory',
  access: 'user',
  tag: 'user',
  summary: "The caller's last 50 sign-ins, newest first",
  request: z.object({}),
  response: z.array(signInSchema),
});

export const sessionListCall = defineCall({
  method: 'GET',
  path: '/user/front/user/sessionList',
  access: 'user',
  tag: 'user',
  summary: "The caller's signed-in sessions, newest first",
  request: z.object({}),
  response: z.array(signInSchema),
});

/** Signs one of the caller's sessions out (code 12 when it is not theirs or not signed in). */
export const revokeSessionCall = defineCall({
  method: 'POST',
  path: '/user/front/user/revokeSession',
  access: 'user',
  tag: 'user',
  summary: 'Sign one session of the caller out',
  request: z.object({ sessionId: z.string().uuid() }),
  response: z.object({}),
});

/** Signs every session of the caller out but the one making this call. */
export const revokeOtherSessionsCall = defineCall({
  method: 'POST',
  path: '/user/front/user/revokeOtherSessions',
  access: 'user',
  tag: 'user',
  summary: 'Sign every other session of the caller out',
  request: z.object({}),
  response: z.object({ revoked: z.number().int().min(0) }),
});

/**
 * What /my/safe (the sign-in history) and /auth-management (the sessions) ask for at first render.
 * Named once for the pages and the server, which lists them as the pages' early calls.
 */
export const SESSIONS_PAGE_REQUESTS = {
  signInHistory: {} satisfies CallRequest<typeof signInHistoryCall>,
  sessions: {} satisfies CallRequest<typeof sessionListCall>,
} as const;

export const sessionCalls = [signInHistoryCall, sessionListCall, revokeSessionCall, revokeOtherSessionsCall] as const;
