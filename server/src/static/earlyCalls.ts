import {
  businessSettingCall,
  getUserBalanceAmountCall,
  myOrderPageCall,
  myOrdersPageRequests,
  orderCountCall,
  queryUnreadCouponCall,
  SIGNED_IN_SHELL_REQUESTS,
  type CallDefinition,
  type EarlyCall,
  type Storefront,
} from '@topup/shared/contract';

type ListedCall = { call: CallDefinition; payload: EarlyCall['payload'] };

/**
 * The calls every page's shell makes for a signed-in customer (the contract names the payloads
 * once for both): the unread-coupon check only where the storefront offers coupons.
 */
function signedInShellCalls(storefront: Storefront | undefined): ListedCall[] {
  return [
    { call: businessSettingCall, payload: SIGNED_IN_SHELL_REQUESTS.slowPayList },
    { call: getUserBalanceAmountCall, payload: SIGNED_IN_SHELL_REQUESTS.balances },
    ...(storefront?.features.includes('coupon') ? [{ call: queryUnreadCouponCall, payload: SIGNED_IN_SHELL_REQUESTS.unreadCoupons }] : []),
  ];
}

function myOrdersCalls(search: URLSearchParams): ListedCall[] {
  const requests = myOrdersPageRequests(search);
  return [
    { call: myOrderPageCall, payload: requests.orders },
    { call: orderCountCall, payload: requests.counts },
  ];
}

/**
 * The GET calls a signed-in customer's first render of the page makes in the visitor's storefront:
 * the shell's on every page, and the page's own where it makes them from its address alone
 * (/my/order: the tab, page and counts). The page's early-calls script sends them only when a
 * customer is signed in (shared/src/platform/http/earlyCalls.ts); anonymous visitors ask nothing.
 */
export function earlyCallsOf(pathname: string, search: URLSearchParams, storefront: Storefront | undefined): EarlyCall[] {
  const page = /^\/my\/order\/?$/.test(pathname) ? myOrdersCalls(search) : [];
  return [...signedInShellCalls(storefront), ...page].map(({ call, payload }) => ({ path: call.path, payload }));
}
