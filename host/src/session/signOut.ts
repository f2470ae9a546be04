import { oauthLogoutCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { logoutLocally, sessionStore } from '@topup/shared/session';

/**
 * Signs out: forgets the tokens first, then has the server revoke them, so a call still on its
 * way that the revocation turns into a 401 finds nobody signed in to send to /login.
 */
export function signOut(): void {
  const token = sessionStore.getState().accessToken;
  logoutLocally();
  void request(oauthLogoutCall, {}, { silent: true, auth: false, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
