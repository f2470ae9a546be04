import {
  actualPaymentCall,
  businessSettingCall,
  couponCountCall,
  getUserInfoCall,
  getUserBalanceAmountCall,
  MEMBER_CENTER_PAGE_REQUESTS,
  MY_COUPONS_PAGE_REQUESTS,
  myOrderPageCall,
  myOrdersPageRequests,
  offeredPayWays,
  orderButtonStatusCall,
  orderCountCall,
  orderDetailsCall,
  orderNoOf,
  orderPriceRequest,
  payConfirmInfoCall,
  payOrderInfoStatusCall,
  playerProfilesCall,
  prePayFormInfoCall,
  ORDER_CONFIRM_PATH,
  queryUnreadCouponCall,
  SIGNED_IN_SHELL_REQUESTS,
  unpaidOrderInfoCall,
  usableCouponListCall,
  userCouponPageListCall,
  userFilledInfoCall,
  walletFlowCall,
  type CallDefinition,
  type CallRequest,
  type EarlyCall,
  type Locale,
  type Storefront,
} from '@topup/shared/contract';
import { afterSalePageCall, afterSalesPageRequests, refundDetailCall } from '@topup/shared/contract/afterSale';
import { orderMessagesCall } from '@topup/shared/contract/form';
import { INVITATION_PAGE_REQUESTS, inviteDataCall, inviteDetailCall, inviteeListCall } from '@topup/shared/contract/invitation';
import { SESSIONS_PAGE_REQUESTS, sessionListCall, signInHistoryCall } from '@topup/shared/contract/sessions';
import { getRechargePlatformCall, queryDigitalAddressCall, WALLET_PAGE_REQUESTS } from '@topup/shared/contract/topup';
import type { FirstAnswers } from './firstAnswers';
import { routePathOf } from './pagePath';

/** A call listed for the page; one that follows another names it (its index is the listing's). */
type ListedCall = { call: CallDefinition; payload: EarlyCall['payload']; follows?: { after: ListedCall; field: string; from: string } };

/** What the page's first answers tell about it: the visitor's storefront and its pay ways, and the confirm page's next calls. */
export type PageFacts = Pick<FirstAnswers, 'storefront' | 'payWays' | 'orderConfirm'>;

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

/** /my: the order counts, and the balances and coupon counts where the storefront offers them. */
function memberCenterCalls(storefront: Storefront | undefined): ListedCall[] {
  const features = storefront?.features ?? [];
  return [
    { call: orderCountCall, payload: MEMBER_CENTER_PAGE_REQUESTS.orderCounts },
    ...(features.includes('balance') ? [{ call: getUserBalanceAmountCall, payload: MEMBER_CENTER_PAGE_REQUESTS.balances }] : []),
    ...(features.includes('coupon') ? [{ call: couponCountCall, payload: MEMBER_CENTER_PAGE_REQUESTS.couponCounts }] : []),
  ];
}

/** /my/coupon, where the storefront offers coupons: the first page of unused ones, and the tabs' counts. */
function myCouponsCalls(storefront: Storefront | undefined): ListedCall[] {
  if (!storefront?.features.includes('coupon')) return [];
  return [
    { call: userCouponPageListCall, payload: MY_COUPONS_PAGE_REQUESTS.coupons },
    { call: couponCountCall, payload: MY_COUPONS_PAGE_REQUESTS.counts },
  ];
}

/** /my/wallet, where the storefront has the balance: the balances, the operations, the top-up ways and the USDT address. */
function walletCalls(storefront: Storefront | undefined, locale: Locale): ListedCall[] {
  if (!storefront?.features.includes('balance')) return [];
  return [
    { call: getUserBalanceAmountCall, payload: WALLET_PAGE_REQUESTS.balances },
    { call: getRechargePlatformCall, payload: WALLET_PAGE_REQUESTS.topUpWays(locale) },
    { call: queryDigitalAddressCall, payload: WALLET_PAGE_REQUESTS.depositAddress },
    { call: walletFlowCall, payload: WALLET_PAGE_REQUESTS.operations },
  ];
}

/** /my/invitation: the account (its invite code), the statistics of the period ending today, the invitees and their orders. */
function invitationCalls(today: Date): ListedCall[] {
  return [
    { call: getUserInfoCall, payload: INVITATION_PAGE_REQUESTS.account },
    { call: inviteDataCall, payload: INVITATION_PAGE_REQUESTS.stats(today) },
    { call: inviteeListCall, payload: INVITATION_PAGE_REQUESTS.invitees },
    { call: inviteDetailCall, payload: INVITATION_PAGE_REQUESTS.inviteeOrders },
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
 * /ordre/confirm's buyer calls, from its link and what its SKU summary (answered inline) says the
 * page asks next: the price without a coupon; where the storefront offers coupons, the usable
 * ones and the price with the best of them (the first), once they are in; the saved players of
 * the game in the visitor's locale; the balances again where it has the balance (paying must
 * not be offered on the shell's copy); and the saved details of the pay way the page offers
 * first for the summary's currency. A kept draft's pay way, or another the price makes the page
 * choose, it asks for itself. Nothing for a link the page cannot read.
 */
function orderConfirmCalls(first: PageFacts | undefined, locale: Locale): ListedCall[] {
  const requests = first?.orderConfirm;
  if (!requests) return [];
  const features = first.storefront?.features ?? [];
  const currencyPayWays = (first.payWays ?? []).filter((payWay) => payWay.currencyName === requests.currencyName);
  const [firstPayWay] = offeredPayWays(currencyPayWays, features.includes('balance'));
  const coupons: ListedCall | undefined =
    features.includes('coupon') && requests.usableCoupons ? { call: usableCouponListCall, payload: requests.usableCoupons } : undefined;
  // The best coupon's price: the same payload, its couponId taken from the coupons' answer.
  const bestCouponPrice: ListedCall[] = coupons
    ? [{ call: actualPaymentCall, payload: { ...requests.link, locale }, follows: { after: coupons, field: 'couponId', from: '0.id' } }]
    : [];
  return [
    { call: actualPaymentCall, payload: { ...orderPriceRequest(requests.link, null), locale } },
    ...(coupons ? [coupons, ...bestCouponPrice] : []),
    { call: playerProfilesCall, payload: { ...requests.savedPlayers, locale } },
    ...(features.includes('balance') ? [{ call: getUserBalanceAmountCall, payload: SIGNED_IN_SHELL_REQUESTS.balances }] : []),
    ...(firstPayWay ? [{ call: userFilledInfoCall, payload: { payWayId: firstPayWay.payWayId } }] : []),
  ];
}

/**
 * An order's pages (their links in @topup/shared/remotes) and the calls each first makes for the
 * order its address names, each with `{ orderNo }`: the order page its details, buttons and refund
 * offer (which the page asks for a paid order only: an unpaid one's answer goes unused), the
 * payment result the payment's status and the receipt's details, the payment error the details,
 * the messages page the messages, the pay page the unpaid order. `accountFormAfter`: the call
 * whose answer's product the page then asks the game's account form for, to name the player's
 * fields. `payWayAfter`: the call whose answer's pay way the page then offers to pay with
 * (unpaidOrderPayCalls).
 */
const ORDER_PAGES: Readonly<Record<string, { calls: readonly CallDefinition[]; accountFormAfter?: CallDefinition; payWayAfter?: CallDefinition }>> = {
  '/ordre/detail': { calls: [orderDetailsCall, orderButtonStatusCall, refundDetailCall], accountFormAfter: orderDetailsCall },
  '/deal/paymentSucc': { calls: [payOrderInfoStatusCall, orderDetailsCall], accountFormAfter: orderDetailsCall },
  '/ordre/paymentError': { calls: [orderDetailsCall] },
  '/ordre/history': { calls: [orderMessagesCall] },
  '/ordre/reConfirm': { calls: [unpaidOrderInfoCall], accountFormAfter: unpaidOrderInfoCall, payWayAfter: unpaidOrderInfoCall },
};

/**
 * The pay page's calls for the pay way the unpaid order names, which it offers first (unless the
 * wallet turns out short): the buyer's saved details for it and what paying with it takes; and
 * where the storefront has the balance, the balances again, which the page asks afresh as the
 * confirm page does. An order that names no pay way asks nothing more: the page picks one itself.
 */
function unpaidOrderPayCalls(order: ListedCall, orderNo: string, storefront: Storefront | undefined): ListedCall[] {
  const payWay = { after: order, field: 'payWayId', from: 'payWayId' };
  return [
    ...(storefront?.features.includes('balance') ? [{ call: getUserBalanceAmountCall, payload: SIGNED_IN_SHELL_REQUESTS.balances }] : []),
    { call: userFilledInfoCall, payload: {}, follows: payWay },
    { call: payConfirmInfoCall, payload: { orderNo }, follows: payWay },
  ];
}

function orderPageCalls(route: string, search: URLSearchParams, first: PageFacts | undefined, locale: Locale): ListedCall[] {
  const page = ORDER_PAGES[route];
  const orderNo = orderNoOf(search);
  if (!page || !orderNo) return [];
  const calls: ListedCall[] = page.calls.map((call) => ({ call, payload: { orderNo } }));
  const listingOf = (call: CallDefinition | undefined) => calls.find((listed) => listed.call === call);
  const accountFormOrder = listingOf(page.accountFormAfter);
  const payWayOrder = listingOf(page.payWayAfter);
  return [
    ...calls,
    // The payload useLocaleQuery sends: the product's id, in the visitor's locale.
    ...(accountFormOrder ? [{ call: prePayFormInfoCall, payload: { locale }, follows: { after: accountFormOrder, field: 'productId', from: 'product.id' } }] : []),
    ...(payWayOrder ? unpaidOrderPayCalls(payWayOrder, orderNo, first?.storefront) : []),
  ];
}

function pageCalls(pathname: string, search: URLSearchParams, first: PageFacts | undefined, locale: Locale, today: Date): ListedCall[] {
  const storefront = first?.storefront;
  const route = routePathOf(pathname);
  if (Object.hasOwn(ORDER_PAGES, route)) return orderPageCalls(route, search, first, locale);
  switch (route) {
    case '/my':
      return memberCenterCalls(storefront);
    case '/my/order':
      return myOrdersCalls(search);
    case '/my/coupon':
      return myCouponsCalls(storefront);
    case '/my/wallet':
      return walletCalls(storefront, locale);
    case '/my/invitation':
      return invitationCalls(today);
    case '/my/afterSale':
      return [{ call: afterSalePageCall, payload: afterSalesPageRequests(search).afterSales }];
    case '/my/safe':
      return [{ call: signInHistoryCall, payload: SESSIONS_PAGE_REQUESTS.signInHistory }];
    case '/auth-management':
      return [{ call: sessionListCall, payload: SESSIONS_PAGE_REQUESTS.sessions }];
    case ORDER_CONFIRM_PATH:
      return orderConfirmCalls(first, locale);
    default:
      return [];
  }
}

/**
 * The calls a signed-in customer's first render of the page makes in the visitor's storefront (GETs,
 * and two POSTs that change nothing: the confirm page's price, the pay page's pay info):
 * the shell's on every page, and the page's own where it makes them from its address alone and
 * `today` (/my, /my/order, /my/coupon, /my/wallet, /my/invitation, /my/afterSale, /my/safe,
 * /auth-management, an order's pages), from what the page's first answers tell (/ordre/confirm's
 * buyer calls), or from another call's answer (an order's account form, and the pay page's pay
 * way's calls, which follow the order).
 * A call both make is listed twice, and sent twice: each takes its own answer. The page's
 * early-calls script sends them only when a customer is signed in
 * (shared/src/platform/http/earlyCalls.ts); anonymous visitors ask nothing.
 */
export function earlyCallsOf(pathname: string, search: URLSearchParams, first: PageFacts | undefined, locale: Locale, today: Date): EarlyCall[] {
  const listed = [...signedInShellCalls(first?.storefront), ...pageCalls(pathname, search, first, locale, today)];
  return listed.map(({ call, payload, follows }) => ({
    path: call.path,
    ...(call.method === 'POST' ? { method: 'POST' as const } : {}),
    payload,
    ...(follows ? { follows: { after: listed.indexOf(follows.after), field: follows.field, from: follows.from } } : {}),
  }));
}
