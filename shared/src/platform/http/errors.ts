/**
 * What a failed call rejects with. Each is a class so callers can tell the cases apart with
 * `instanceof` instead of reading message texts.
 */

/** Envelope code other than 1: `message` is already the translated text. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP 401 with a message: the password was changed elsewhere; the page asks to sign in again. */
export class PasswordChangedError extends Error {
  readonly passwordChange = true;
  constructor(message: string) {
    super(message);
    this.name = 'PasswordChangedError';
  }
}

/** HTTP 401 without a message: the session is gone; the user has been sent to /login. */
export class SessionExpiredError extends Error {
  constructor(message = 'unauthorized') {
    super(message);
    this.name = 'SessionExpiredError';
  }
}

/** A status other than 200/201 (call levels 1 and default). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

/** Level 2 rejects with this plain shape (spec section 8), so pages can render it as a 500 page. */
export interface ServerFailure {
  statusCode: 500;
  message: string;
  path: string;
}

/** The refresh of an overdue token failed; every waiting call rejects with this. */
export class TokenRefreshError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRefreshError';
  }
}

/**
 * Server errors: the HTTP client has already shown the error text as a toast (the one way the
 * store reports them); a page only swallows ApiError so it stays usable, and rethrows the rest.
 */
export function ignoreShownApiError(error: unknown): void {
  if (error instanceof ApiError) return;
  throw error;
}
