/** The pure rules of the route guard (spec, section 2), kept apart from React so each is testable. */

import { isStorePage } from '@topup/shared/remotes';

/** Pages that, without fromPage, are sent to themselves with fromPage naming where the visitor was. */
const RETURNING_PAGES = new Set(['/login', '/reg']);

export const LAST_PAGE_KEY = 'last_page';

export interface GuardLocation {
  pathname: string;
  search: string;
}

/** The error pages: never where a visitor should come back to. */
const ERROR_PAGES = new Set(['/404', '/500']);

/** Whether a page is worth returning to after sign-in: a page of the store, not an unknown address. */
export function isReturnablePage(pathname: string): boolean {
  return !RETURNING_PAGES.has(pathname) && !ERROR_PAGES.has(pathname) && isStorePage(pathname);
}

/**
 * /login and /reg without fromPage: the same page with fromPage set to the last page (or home).
 * The last page is read only there, so other pages never touch where it is kept.
 */
export function fromPageRedirect(location: GuardLocation, readLastPage: () => string | undefined): string | null {
  if (!RETURNING_PAGES.has(location.pathname)) return null;
  const params = new URLSearchParams(location.search);
  if (params.has('fromPage')) return null;
  const lastPage = readLastPage();
  params.set('fromPage', isLocalPath(lastPage) ? lastPage : '/');
  return `${location.pathname}?${params.toString()}`;
}

const THIS_SITE = 'http://this-site.invalid';

/**
 * Only a path on this site, as the browser resolves it: '//host' would leave it, and so would a
 * backslash or a tab in place of the second slash (URLs read both as '//host').
 */
export function isLocalPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/')) return false;
  try {
    return new URL(path, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}

/**
 * Where to go after signing in: the saved fromPage when it stays on this site, else home. A
 * fromPage that is itself /login or /reg (a session that ran out on /login?code=… saves that
 * address) gives its own fromPage instead: back there, the sign-in would start over.
 */
export function returnPath(search: string): string {
  let fromPage = new URLSearchParams(search).get('fromPage');
  const isSignInPage = (address: string) => RETURNING_PAGES.has(address.split('?')[0] ?? '');
  for (let depth = 0; fromPage && isSignInPage(fromPage) && depth < 5; depth += 1) {
    fromPage = new URLSearchParams(fromPage.split('?')[1] ?? '').get('fromPage');
  }
  return isLocalPath(fromPage) && !isSignInPage(fromPage) ? fromPage : '/';
}

/** The inviteCode query value, if the visitor arrived through an invitation link. */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('inviteCode')?.trim();
  return code ? code : null;
}
