import type { queryUnreadCouponCall } from './coupon';
import type { CallRequest } from './defineCall';
import { BUSINESS_TYPE, type businessSettingCall } from './setting';
import type { getUserBalanceAmountCall } from './wallet';

/**
 * What the shell asks for on every page once a customer is signed in: the slow pay list (common
 * state), the wallet's balances and the unread-coupon check (the customer polling's first round).
 * A signed-in page asks for them before the shell runs (server/src/static/earlyCalls.ts). Not in
 * pageRequests.ts, which the remotes' pages import: only the shell and the server need these.
 */
export const SIGNED_IN_SHELL_REQUESTS = {
  slowPayList: { businessTypeId: BUSINESS_TYPE.SLOW_PAY_LIST } satisfies CallRequest<typeof businessSettingCall>,
  balances: {} satisfies CallRequest<typeof getUserBalanceAmountCall>,
  unreadCoupons: {} satisfies CallRequest<typeof queryUnreadCouponCall>,
} as const;
