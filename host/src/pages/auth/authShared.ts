import { useLocation } from 'react-router-dom';
import { links } from '@topup/shared/remotes';

/** The fromPage query the page was opened with ('' when none). */
export function useFromPage(): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get('fromPage') ?? '';
}

/** `path` carrying fromPage along, so /login, /reg and /forget keep the page to return to. */
export function withFromPage(path: string, fromPage: string): string {
  return fromPage ? `${path}?fromPage=${encodeURIComponent(fromPage)}` : path;
}

/** Where a login call's authorization code goes: the route guard exchanges it and returns to fromPage. */
export function signInPath(code: string, fromPage: string): string {
  return links.loginWithCode(code, fromPage);
}
