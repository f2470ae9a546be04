/** Spec section 9: every request times out after 10000 ms. */
export const REQUEST_TIMEOUT_MS = 10000;

/** Spec section 8: 200 to 503 are answers the client handles itself, not network errors. */
export function isHandledStatus(status: number): boolean {
  return status >= 200 && status <= 503;
}
