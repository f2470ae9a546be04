import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getUserInfoCall } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { request } from '@topup/shared/http';
import { isSignedIn, saveUserInfo, useSession } from '@topup/shared/session';
import { returnPath } from '../routing/guardRules';
import { exchangeAuthorizationCode } from './exchangeAuthorizationCode';
import type { WebClient } from './webClient';

// A code is single use: StrictMode's double effects and re-renders must not send it twice.
const exchangedCodes = new Set<string>();

/**
 * The session half of the route guard (spec, section 2): exchanges /login?code= for tokens and
 * returns to fromPage; a signed-in visitor whose user info is not cached gets it loaded.
 */
export function useSessionSync(client: WebClient | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);
  const hasUserInfo = useSession((state) => state.userInfo !== null);
  const code = location.pathname === '/login' ? new URLSearchParams(location.search).get('code') : null;

  useEffect(() => {
    // Signed in already by a session this page did not start (a restored or other tab's one): its
    // code is not exchanged, and the page only says a sign-in is under way, so it moves on. A code
    // this page exchanges moves on once the user info is in (below).
    if (signedIn && code && !exchangedCodes.has(code)) navigate(returnPath(location.search), { replace: true });
  }, [signedIn, code, location.search, navigate]);

  useEffect(() => {
    if (signedIn || !code || !client || exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    exchangeAuthorizationCode(code, client).then(
      () => navigate(returnPath(location.search), { replace: true }),
      () => navigate(links.login(returnPath(location.search)), { replace: true }),
    );
  }, [signedIn, code, client, location.search, navigate]);

  useEffect(() => {
    if (!signedIn || hasUserInfo) return;
    request(getUserInfoCall, {}, { silent: true }).then((info) => {
      if (info !== true) saveUserInfo(info);
    });
  }, [signedIn, hasUserInfo]);
}
