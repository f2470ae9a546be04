import type { couponCountCall, queryUnreadCouponCall } from './coupon';
import type { CallRequest } from './defineCall';
import type { orderCountCall } from './order';
import { BUSINESS_TYPE, type businessSettingCall } from './setting';
import type { getUserBalanceAmountCall } from './wallet';

/**
 * What the shell asks for on every page once a customer is signed in: the slow pay list (common
 * state), the wallet's balances and the unread-coupon check (the customer polling's first round).
 * A signed-in page asks for them before the shell runs (server/src/static/earlyCalls.ts). Not in
 * pageRequests.ts, which the catalogue's pages import: only signed-in pages need these.
 */
export const SIGNED_IN_SHELL_REQUESTS = {
  slowPayList: { businessTypeId: BUSINESS_TYPE.SLOW_PAY_LIST } satisfies CallRequest<typeof businessSettingCall>,
  balances: {} satisfies CallRequest<typeof getUserBalanceAmountCall>,
  unreadCoupons: {} satisfies CallRequest<typeof queryUnreadCouponCall>,
} as const;

/**
 * What /my asks for at first render: every order tab's count, and where the storefront offers them
 * the balances (again: the page shows them as they are now, beside the shell's) and the coupon
 * tabs' counts. Named once for the page and the server, which lists them as the page's early calls.
 */
export const MEMBER_CENTER_PAGE_REQUESTS = {
  orderCounts: {} satisfies CallRequest<typeof orderCountCall>,
  balances: {} satisfies CallRequest<typeof getUserBalanceAmountCall>,
  couponCounts: {} satisfies CallRequest<typeof couponCountCall>,
} as const;
