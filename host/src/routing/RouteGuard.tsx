import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { storage } from '@topup/shared/session';
import { INVITE_CODE_KEY } from '@topup/shared/http';
import { LAST_PAGE_KEY, fromPageRedirect, inviteCodeOf, isReturnablePage } from './guardRules';

/**
 * The spec's route guard: remembers the last page, keeps an invitation code from the address, and
 * gives /login and /reg a fromPage to return to. No route requires a login (the spec's list is
 * empty), so it never forces one.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const redirect = fromPageRedirect(location, storage.get<string>(LAST_PAGE_KEY));

  useEffect(() => {
    const invite = inviteCodeOf(location.search);
    if (invite) storage.set(INVITE_CODE_KEY, invite, 'local');
    if (isReturnablePage(location.pathname)) storage.set(LAST_PAGE_KEY, `${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
