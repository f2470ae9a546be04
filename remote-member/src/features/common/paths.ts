/** Paths the member pages lead to (the route table in @topup/shared/remotes owns them). */
export const MY_ORDERS_PATH = '/my/order';

export function orderDetailPath(orderNo: string): string {
  return `/ordre/detail?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The checkout's page that pays an unpaid order again. */
export function payOrderPath(orderNo: string): string {
  return `/ordre/reConfirm?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The login page, coming back to `returnTo` (a path with its query) afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?fromPage=${encodeURIComponent(returnTo)}`;
}
