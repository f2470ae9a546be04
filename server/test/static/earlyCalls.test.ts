import {
  actualPaymentCall,
  businessSettingCall,
  couponCountCall,
  getUserInfoCall,
  getUserBalanceAmountCall,
  myOrderPageCall,
  orderButtonStatusCall,
  orderConfirmPageRequests,
  orderCountCall,
  orderDetailsCall,
  payConfirmInfoCall,
  payOrderInfoStatusCall,
  playerProfilesCall,
  prePayFormInfoCall,
  queryUnreadCouponCall,
  unpaidOrderInfoCall,
  usableCouponListCall,
  userCouponPageListCall,
  userFilledInfoCall,
  walletFlowCall,
  type CallDefinition,
  type Storefront,
} from '@topup/shared/contract';
import { afterSalePageCall, refundDetailCall } from '@topup/shared/contract/afterSale';
import { orderMessagesCall } from '@topup/shared/contract/form';
import { inviteDataCall, inviteDetailCall, inviteeListCall } from '@topup/shared/contract/invitation';
import { sessionListCall, signInHistoryCall } from '@topup/shared/contract/sessions';
import { getRechargePlatformCall, queryDigitalAddressCall } from '@topup/shared/contract/topup';
import { earlyCallsOf } from '../../src/static/earlyCalls';

/** The first answers' storefront as far as the early calls read it: what it offers. */
const storefrontWith = (...features: string[]) => ({ storefront: { features } as unknown as Storefront });
const WITH_COUPONS = storefrontWith('coupon');
const WITHOUT_COUPONS = storefrontWith();
const WITH_EVERYTHING = storefrontWith('coupon', 'evaluate', 'balance');

/** The day the pages are asked for (the invitation statistics end today, a UTC day). */
const TODAY = new Date('2026-11-28T23:30:00Z');

/** A confirm page's SKU summary as far as its next calls read it: two of a 89 ₽ SKU of game 101. */
const SUMMARY = { product: { id: '1011', categoryId: '101' }, subtotal: { currencyName: 'RUB', amount: 17800 } } as Parameters<typeof orderConfirmPageRequests>[0];
/** Its link, as the page reads it from its address. */
const LINK = { productSpecDetailIds: '[{"skuId":"10111","quantity":2}]', flag: 'info', signStr: '65989E6BA3C8C72DDC271F4CF8F3D961' } as const;
const ORDER_CONFIRM = { ...orderConfirmPageRequests(SUMMARY), link: LINK, currencyName: 'RUB' };
/** The shell's pay ways of the storefront's currency, as listed: the page offers the Russian card first. */
const payWay = (code: string, currencyName = 'RUB') => ({ payWayId: `${code}|${currencyName}`, payWay: code, currencyName, confirmMinutes: 1 });
const PAY_WAYS = [payWay('balance'), payWay('SBP'), payWay('CARDPAY_RU')];

const SHELL = [
  { path: businessSettingCall.path, payload: { businessTypeId: 14 } },
  { path: getUserBalanceAmountCall.path, payload: {} },
  { path: queryUnreadCouponCall.path, payload: {} },
];

describe("a signed-in page's early calls", () => {
  it("are the shell's on every page", () => {
    for (const pathname of ['/', '/detail/1011', '/ordre/confirm', '/my/wallet', '/my/orders', '/login']) {
      expect(earlyCallsOf(pathname, new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual(SHELL);
    }
  });

  it('leave out the unread-coupon check where the storefront offers no coupons, or is not known', () => {
    expect(earlyCallsOf('/', new URLSearchParams(), WITHOUT_COUPONS, 'ru', TODAY)).toEqual(SHELL.slice(0, 2));
    expect(earlyCallsOf('/', new URLSearchParams(), undefined, 'ru', TODAY)).toEqual(SHELL.slice(0, 2));
  });

  it("add /my/order's orders and counts, with the tab and page its address names", () => {
    expect(earlyCallsOf('/my/order', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual([
      ...SHELL,
      { path: myOrderPageCall.path, payload: { tab: 'all', pageNum: 1, pageSize: 10 } },
      { path: orderCountCall.path, payload: {} },
    ]);
    const toPay = earlyCallsOf('/my/order/', new URLSearchParams('tab=toPay&page=3'), WITH_COUPONS, 'ru', TODAY);
    expect(toPay[3]).toEqual({ path: myOrderPageCall.path, payload: { tab: 'toPay', pageNum: 3, pageSize: 10 } });
    // An address no tab or page reads as the page reads it: the first page of every order.
    const odd = earlyCallsOf('/my/order', new URLSearchParams('tab=</script>&page=-2'), WITH_COUPONS, 'ru', TODAY);
    expect(odd[3]).toEqual({ path: myOrderPageCall.path, payload: { tab: 'all', pageNum: 1, pageSize: 10 } });
  });

  it("add /my's counts, and its balances where the storefront has a wallet: listed twice, the shell's and the page's", () => {
    expect(earlyCallsOf('/my', new URLSearchParams(), WITH_EVERYTHING, 'ru', TODAY)).toEqual([
      ...SHELL,
      { path: orderCountCall.path, payload: {} },
      { path: getUserBalanceAmountCall.path, payload: {} },
      { path: couponCountCall.path, payload: {} },
    ]);
    expect(earlyCallsOf('/my/', new URLSearchParams(), WITHOUT_COUPONS, 'ru', TODAY)).toEqual([...SHELL.slice(0, 2), { path: orderCountCall.path, payload: {} }]);
  });

  it("add /my/wallet's balances, operations, top-up ways of the locale and USDT address, where the storefront has a wallet", () => {
    expect(earlyCallsOf('/my/wallet', new URLSearchParams(), WITH_EVERYTHING, 'br', TODAY)).toEqual([
      ...SHELL,
      { path: getUserBalanceAmountCall.path, payload: {} },
      { path: getRechargePlatformCall.path, payload: { locale: 'br' } },
      { path: queryDigitalAddressCall.path, payload: {} },
      { path: walletFlowCall.path, payload: { pageNum: 1, pageSize: 10 } },
    ]);
    expect(earlyCallsOf('/my/wallet', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual(SHELL);
  });

  it("add /my/invitation's account, statistics of the twelve months ending today (UTC), invitees and their orders", () => {
    expect(earlyCallsOf('/my/invitation', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual([
      ...SHELL,
      { path: getUserInfoCall.path, payload: {} },
      { path: inviteDataCall.path, payload: { start: '2025-11-28', end: '2026-11-28' } },
      { path: inviteeListCall.path, payload: { pageNum: 1, pageSize: 10 } },
      { path: inviteDetailCall.path, payload: { pageNum: 1, pageSize: 10 } },
    ]);
  });

  it("add /my/coupon's first page of unused coupons and counts, where the storefront offers coupons", () => {
    expect(earlyCallsOf('/my/coupon', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual([
      ...SHELL,
      { path: userCouponPageListCall.path, payload: { tab: 'unused', pageNum: 1, pageSize: 10 } },
      { path: couponCountCall.path, payload: {} },
    ]);
    expect(earlyCallsOf('/my/coupon', new URLSearchParams(), WITHOUT_COUPONS, 'ru', TODAY)).toEqual(SHELL.slice(0, 2));
  });

  it("add the after-sales page's list of the status and page its address names, and the sign-ins and sessions", () => {
    expect(earlyCallsOf('/my/afterSale', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)).toEqual([
      ...SHELL,
      { path: afterSalePageCall.path, payload: { pageNum: 1, pageSize: 10 } },
    ]);
    expect(earlyCallsOf('/my/afterSale', new URLSearchParams('status=2&page=3'), WITH_COUPONS, 'ru', TODAY)[3]).toEqual({
      path: afterSalePageCall.path,
      payload: { pageNum: 3, pageSize: 10, status: 2 },
    });
    expect(earlyCallsOf('/my/afterSale', new URLSearchParams('status=9'), WITH_COUPONS, 'ru', TODAY)[3]?.payload).toEqual({ pageNum: 1, pageSize: 10 });
    expect(earlyCallsOf('/my/safe', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)[3]).toEqual({ path: signInHistoryCall.path, payload: {} });
    expect(earlyCallsOf('/auth-management', new URLSearchParams(), WITH_COUPONS, 'ru', TODAY)[3]).toEqual({ path: sessionListCall.path, payload: {} });
  });

  it("add /ordre/confirm's buyer calls from its link and SKU summary: its price, coupons (and the best one's price) and balances where offered, saved players in the visitor's locale, the first pay way's saved details", () => {
    const facts = (storefront: typeof WITH_EVERYTHING, payWays = PAY_WAYS) => ({ ...storefront, payWays, orderConfirm: ORDER_CONFIRM });
    expect(earlyCallsOf('/ordre/confirm', new URLSearchParams(), facts(WITH_EVERYTHING), 'br', TODAY)).toEqual([
      ...SHELL,
      { path: actualPaymentCall.path, method: 'POST', payload: { ...LINK, couponId: null, locale: 'br' } },
      { path: usableCouponListCall.path, payload: { currencyName: 'RUB', amountMinor: 17800, categoryIds: '101' } },
      // The best coupon is the first usable one (index 4 of the whole list).
      { path: actualPaymentCall.path, method: 'POST', payload: { ...LINK, locale: 'br' }, follows: { after: SHELL.length + 1, field: 'couponId', from: '0.id' } },
      { path: playerProfilesCall.path, payload: { categoryId: '101', locale: 'br' } },
      { path: getUserBalanceAmountCall.path, payload: {} },
      { path: userFilledInfoCall.path, payload: { payWayId: 'CARDPAY_RU|RUB' } },
    ]);
    expect(earlyCallsOf('/ordre/confirm/', new URLSearchParams(), facts(WITHOUT_COUPONS), 'ru', TODAY)).toEqual([
      ...SHELL.slice(0, 2),
      { path: actualPaymentCall.path, method: 'POST', payload: { ...LINK, couponId: null, locale: 'ru' } },
      { path: playerProfilesCall.path, payload: { categoryId: '101', locale: 'ru' } },
      { path: userFilledInfoCall.path, payload: { payWayId: 'CARDPAY_RU|RUB' } },
    ]);
    // The first pay way offered: the wallet only where the storefront has the balance; none of another currency.
    const firstPayWay = (storefront: typeof WITH_EVERYTHING, payWays: ReturnType<typeof payWay>[]) =>
      earlyCallsOf('/ordre/confirm', new URLSearchParams(), facts(storefront, payWays), 'ru', TODAY).find((call) => call.path === userFilledInfoCall.path)?.payload;
    expect(firstPayWay(WITH_EVERYTHING, [payWay('balance'), payWay('SBP')])).toEqual({ payWayId: 'balance|RUB' });
    expect(firstPayWay(WITH_COUPONS, [payWay('balance'), payWay('SBP')])).toEqual({ payWayId: 'SBP|RUB' });
    expect(firstPayWay(WITH_EVERYTHING, [payWay('PIX', 'BRL')])).toBeUndefined();
    // No summary (a link the page refuses, or one the catalogue no longer sells): nothing more.
    expect(earlyCallsOf('/ordre/confirm', new URLSearchParams(), { ...WITH_EVERYTHING, payWays: PAY_WAYS }, 'ru', TODAY)).toEqual(SHELL);
  });

  it("add an order's page's calls for the order its address names, and none without a valid order number", () => {
    const order = new URLSearchParams('orderNo=20261128102526449434&reason=3');
    const payload = { orderNo: '20261128102526449434' };
    const pageCalls = (pathname: string, search = order) => earlyCallsOf(pathname, search, WITH_COUPONS, 'br', TODAY).slice(SHELL.length);
    // The account form of the order's product follows the order's answer (its index in the whole list).
    const accountForm = (after: number) => ({ path: prePayFormInfoCall.path, payload: { locale: 'br' }, follows: { after, field: 'productId', from: 'product.id' } });
    expect(pageCalls('/ordre/detail')).toEqual([
      { path: orderDetailsCall.path, payload },
      { path: orderButtonStatusCall.path, payload },
      { path: refundDetailCall.path, payload },
      accountForm(SHELL.length),
    ]);
    expect(pageCalls('/deal/paymentSucc/')).toEqual([
      { path: payOrderInfoStatusCall.path, payload },
      { path: orderDetailsCall.path, payload },
      accountForm(SHELL.length + 1),
    ]);
    expect(pageCalls('/ordre/paymentError')).toEqual([{ path: orderDetailsCall.path, payload }]);
    expect(pageCalls('/ordre/history')).toEqual([{ path: orderMessagesCall.path, payload }]);
    // The pay page: also the saved details and the pay info of the pay way the order names, once it is in.
    const payWay = { after: SHELL.length, field: 'payWayId', from: 'payWayId' };
    expect(pageCalls('/ordre/reConfirm')).toEqual([
      { path: unpaidOrderInfoCall.path, payload },
      accountForm(SHELL.length),
      { path: userFilledInfoCall.path, payload: {}, follows: payWay },
      { path: payConfirmInfoCall.path, method: 'POST', payload, follows: payWay },
    ]);
    // Where the storefront has the balance, the balances again, asked afresh as the page asks them.
    expect(earlyCallsOf('/ordre/reConfirm', order, WITH_EVERYTHING, 'br', TODAY).slice(SHELL.length)).toEqual([
      { path: unpaidOrderInfoCall.path, payload },
      accountForm(SHELL.length),
      { path: getUserBalanceAmountCall.path, payload: {} },
      { path: userFilledInfoCall.path, payload: {}, follows: payWay },
      { path: payConfirmInfoCall.path, method: 'POST', payload, follows: payWay },
    ]);
    expect(pageCalls('/ordre/detail', new URLSearchParams())).toEqual([]);
    expect(pageCalls('/ordre/detail', new URLSearchParams('orderNo=../../user'))).toEqual([]);
    expect(pageCalls('/deal/paymentSucc', new URLSearchParams())).toEqual([]);
  });

  it('are GET calls, and two POSTs that change nothing (the price, the pay info): the page may send them before anyone asked', () => {
    const calls: CallDefinition[] = [
      businessSettingCall,
      getUserBalanceAmountCall,
      queryUnreadCouponCall,
      myOrderPageCall,
      orderCountCall,
      couponCountCall,
      userCouponPageListCall,
      afterSalePageCall,
      signInHistoryCall,
      sessionListCall,
      usableCouponListCall,
      playerProfilesCall,
      getRechargePlatformCall,
      queryDigitalAddressCall,
      walletFlowCall,
      getUserInfoCall,
      inviteDataCall,
      inviteeListCall,
      inviteDetailCall,
      orderDetailsCall,
      orderButtonStatusCall,
      payOrderInfoStatusCall,
      orderMessagesCall,
      unpaidOrderInfoCall,
      prePayFormInfoCall,
      refundDetailCall,
      actualPaymentCall,
      userFilledInfoCall,
      payConfirmInfoCall,
    ];
    const order = new URLSearchParams('orderNo=20261128102526449434');
    const listed = [
      ...['/ordre/detail', '/deal/paymentSucc', '/ordre/paymentError', '/ordre/history', '/ordre/reConfirm'].flatMap((pathname) => earlyCallsOf(pathname, order, WITH_EVERYTHING, 'ru', TODAY)),
      ...['/my', '/my/order', '/my/coupon', '/my/wallet', '/my/invitation', '/my/afterSale', '/my/safe', '/auth-management'].flatMap((pathname) => earlyCallsOf(pathname, new URLSearchParams(), WITH_EVERYTHING, 'ru', TODAY)),
      ...earlyCallsOf('/ordre/confirm', new URLSearchParams(), { ...WITH_EVERYTHING, payWays: PAY_WAYS, orderConfirm: ORDER_CONFIRM }, 'ru', TODAY),
    ];
    const methods = listed.map((listing) => [listing.path, calls.find((call) => call.path === listing.path)?.method]);
    // Each listing says POST exactly when its call is one, and the only POSTs are the two that read: the price, the pay info.
    expect(methods).toEqual(listed.map((listing) => [listing.path, listing.method ?? 'GET']));
    expect(new Set(listed.filter((listing) => listing.method === 'POST').map((listing) => listing.path))).toEqual(new Set([actualPaymentCall.path, payConfirmInfoCall.path]));
  });
});
