import type { OrderNo } from '@topup/shared/contract';

/**
 * The store's addresses with their queries, built in one place next to the route table
 * (REMOTE_ROUTE_TABLE, HOST_ROUTE_PATHS): a page links to another remote's page through these,
 * never by writing its path, so a path or a query name changes here alone.
 */
const withOrder = (path: string, orderNo: OrderNo) => `${path}?orderNo=${encodeURIComponent(orderNo)}`;

export const links = {
  home: () => '/',
  /** The login page, coming back to `returnTo` (a path with its query) afterwards. */
  login: (returnTo: string) => `/login?fromPage=${encodeURIComponent(returnTo)}`,
  /** The login page signing in with a one-time code, then going on to `returnTo`. */
  loginWithCode: (code: string, returnTo: string) => `/login?code=${encodeURIComponent(code)}&fromPage=${encodeURIComponent(returnTo || '/')}`,
  product: (productId: string) => `/detail/${encodeURIComponent(productId)}`,
  support: () => '/service',
  help: () => '/help',
  myAccount: () => '/my',
  /** tab: one of the order list's tabs (its `tab` query). */
  myOrders: (tab?: string) => (tab ? `/my/order?tab=${encodeURIComponent(tab)}` : '/my/order'),
  /** status: one refund status tab of the after-sale list (its `status` query). */
  myAfterSales: (status?: number) => (status === undefined ? '/my/afterSale' : `/my/afterSale?status=${status}`),
  afterSaleDetail: (afterSaleNo: string) => `/my/afterSale/detail?id=${encodeURIComponent(afterSaleNo)}`,
  myCoupons: () => '/my/coupon',
  myWallet: () => '/my/wallet',
  mySafety: () => '/my/safe',
  myInvitation: () => '/my/invitation',
  /** The invitation programme's page; with a code, the link an inviter shares (the host stores the code). */
  invitationProgramme: (inviteCode?: string) =>
    inviteCode ? `/activies/invitation?inviteCode=${encodeURIComponent(inviteCode)}` : '/activies/invitation',
  authManagement: () => '/auth-management',
  changePassword: () => '/changepsd',
  orderDetail: (orderNo: OrderNo) => withOrder('/ordre/detail', orderNo),
  /** The custom form of an order (member's /form). */
  orderForm: (orderNo: OrderNo) => withOrder('/form', orderNo),
  /** The communication records of an order. */
  orderHistory: (orderNo: OrderNo) => withOrder('/ordre/history', orderNo),
  /** The checkout's page that pays an unpaid order again. */
  payOrder: (orderNo: OrderNo) => withOrder('/ordre/reConfirm', orderNo),
  paymentResult: (orderNo: OrderNo) => withOrder('/deal/paymentSucc', orderNo),
  /** reason: 'declined' or 'expired' from a provider, or the code of a refused pay call. */
  paymentError: (orderNo: OrderNo, reason: string | number) => `${withOrder('/ordre/paymentError', orderNo)}&reason=${encodeURIComponent(String(reason))}`,
} as const;
