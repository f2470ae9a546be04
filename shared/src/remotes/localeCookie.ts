/**
 * The cookie mirroring the visitor's locale choice (kept in local storage, which the server never
 * sees): with it the server can put the page's first answers in the right language into index.html.
 */
export const LOCALE_COOKIE = 'topup-locale';

/** A year: the choice in local storage has no end either, and each start writes the cookie again. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
