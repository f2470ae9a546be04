/** The checkout's own paths, with their queries (the route table in @topup/shared/remotes owns the paths). */
export function paymentResultPath(orderNo: string): string {
  return `/deal/paymentSucc?orderNo=${encodeURIComponent(orderNo)}`;
}

export function payAgainPath(orderNo: string): string {
  return `/ordre/reConfirm?orderNo=${encodeURIComponent(orderNo)}`;
}

/** reason: 'declined' or 'expired' from a provider, or the code of a refused pay call. */
export function paymentErrorPath(orderNo: string, reason: string | number): string {
  return `/ordre/paymentError?orderNo=${encodeURIComponent(orderNo)}&reason=${encodeURIComponent(String(reason))}`;
}

export const MY_ORDERS_PATH = '/my/order';

/** The login page, coming back to `returnTo` (a path with its query) afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?fromPage=${encodeURIComponent(returnTo)}`;
}
