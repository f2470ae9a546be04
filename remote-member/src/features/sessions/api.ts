import { revokeOtherSessionsCall, revokeSessionCall } from '@topup/shared/contract/sessions';
import { request } from '@topup/shared/http';

/** The session pages' calls: the components ask these, never the HTTP client. */

/** Signs one of the customer's devices out (its refresh-token family revoked). */
export function revokeSession(sessionId: string) {
  return request(revokeSessionCall, { sessionId });
}

/** Signs every other device out; this one stays signed in. */
export function revokeOtherSessions() {
  return request(revokeOtherSessionsCall, {});
}
