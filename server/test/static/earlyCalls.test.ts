import {
  businessSettingCall,
  confirmOrderSkuInfoCall,
  couponCountCall,
  getUserInfoCall,
  getUserBalanceAmountCall,
  myOrderPageCall,
  orderCountCall,
  queryUnreadCouponCall,
  userCouponPageListCall,
  walletFlowCall,
  type CallDefinition,
  type Storefront,
} from '@topup/shared/contract';
import { afterSalePageCall } from '@topup/shared/contract/afterSale';
import { inviteDataCall, inviteDetailCall, inviteeListCall } from '@topup/shared/contract/invitation';
import { sessionListCall, signInHistoryCall } from '@topup/shared/contract/sessions';
import { getRechargePlatformCall, queryDigitalAddressCall } from '@topup/shared/contract/topup';
import { orderConfirmPath } from '@topup/shared/orderConfirm';
import { earlyCallsOf } from '../../src/static/earlyCalls';

/** The storefronts as far as the early calls read them: whether coupons are offered. */
const WITH_COUPONS = { features: ['coupon'] } as unknown as Storefront;
const WITHOUT_COUPONS = { features: [] } as unknown as Storefront;
const WITH_EVERYTHING = { features: ['coupon', 'evaluate', 'balance'] } as unknown as Storefront;

/** The day the pages are asked for (the invitation statistics end today, a UTC day). */
const TODAY = new Date('2026-11-28T23:30:00Z');

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

  it("add /ordre/confirm's SKU summary for a link the page reads, in the visitor's locale", () => {
    const search = new URLSearchParams(orderConfirmPath({ skuId: '10111', quantity: 2 }).split('?')[1]);
    const link = { productSpecDetailIds: search.get('productSpecDetailIds'), flag: 'info', signStr: search.get('signStr') };
    expect(earlyCallsOf('/ordre/confirm', search, WITH_COUPONS, 'br', TODAY)).toEqual([
      ...SHELL,
      { path: confirmOrderSkuInfoCall.path, payload: { ...link, locale: 'br' } },
    ]);
    expect(earlyCallsOf('/ordre/confirm/', search, WITH_COUPONS, 'ru', TODAY)[3]).toEqual({ path: confirmOrderSkuInfoCall.path, payload: { ...link, locale: 'ru' } });
    // A link the page refuses (an edited quantity, no signature) asks for nothing more.
    const edited = new URLSearchParams(search);
    edited.set('productSpecDetailIds', '[{"skuId":"10111","quantity":3}]');
    expect(earlyCallsOf('/ordre/confirm', edited, WITH_COUPONS, 'ru', TODAY)).toEqual(SHELL);
    expect(earlyCallsOf('/ordre/confirm', new URLSearchParams('flag=info'), WITH_COUPONS, 'ru', TODAY)).toEqual(SHELL);
  });

  it('are GET calls only: the page may send them before anyone asked', () => {
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
      confirmOrderSkuInfoCall,
      getRechargePlatformCall,
      queryDigitalAddressCall,
      walletFlowCall,
      getUserInfoCall,
      inviteDataCall,
      inviteeListCall,
      inviteDetailCall,
    ];
    const confirmSearch = new URLSearchParams(orderConfirmPath({ skuId: '10111', quantity: 1 }).split('?')[1]);
    const listed = [
      ...['/my', '/my/order', '/my/coupon', '/my/wallet', '/my/invitation', '/my/afterSale', '/my/safe', '/auth-management'].flatMap((pathname) => earlyCallsOf(pathname, new URLSearchParams(), WITH_EVERYTHING, 'ru', TODAY)),
      ...earlyCallsOf('/ordre/confirm', confirmSearch, WITH_EVERYTHING, 'ru', TODAY),
    ];
    const paths = listed.map((call) => call.path);
    expect(paths.map((path) => calls.find((call) => call.path === path)?.method)).toEqual(paths.map(() => 'GET'));
  });
});
