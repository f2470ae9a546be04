import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { storage } from '@topup/shared/session';
import { INVITE_CODE_KEY } from '@topup/shared/http';
import { useUnreadCouponCheck } from '../coupon/useUnreadCouponCheck';
import { useSessionSync } from '../session/useSessionSync';
import type { WebClient } from '../session/webClient';
import { fromPageRedirect, inviteCodeOf } from './guardRules';
import { useLastPage } from './useLastPage';

/**
 * The spec's route guard: remembers the last page, keeps an invitation code from the address,
 * gives /login and /reg a fromPage to return to, keeps the session in step (code exchange,
 * user info) and asks about unread coupons on every page a signed-in customer opens. No route
 * requires a login (the spec's list is empty), so it never forces one.
 */
export function RouteGuard({ children, webClient }: { children: ReactNode; webClient?: WebClient }) {
  const location = useLocation();
  useSessionSync(webClient);
  useUnreadCouponCheck(location.pathname);
  const readLastPage = useLastPage(location);
  const redirect = fromPageRedirect(location, readLastPage);

  useEffect(() => {
    const invite = inviteCodeOf(location.search);
    if (invite) storage.set(INVITE_CODE_KEY, invite, 'local');
  }, [location.search]);

  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
