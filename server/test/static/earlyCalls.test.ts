import {
  businessSettingCall,
  getUserBalanceAmountCall,
  myOrderPageCall,
  orderCountCall,
  queryUnreadCouponCall,
  type CallDefinition,
  type Storefront,
} from '@topup/shared/contract';
import { earlyCallsOf } from '../../src/static/earlyCalls';

/** The storefronts as far as the early calls read them: whether coupons are offered. */
const WITH_COUPONS = { features: ['coupon'] } as unknown as Storefront;
const WITHOUT_COUPONS = { features: [] } as unknown as Storefront;

const SHELL = [
  { path: businessSettingCall.path, payload: { businessTypeId: 14 } },
  { path: getUserBalanceAmountCall.path, payload: {} },
  { path: queryUnreadCouponCall.path, payload: {} },
];

describe("a signed-in page's early calls", () => {
  it("are the shell's on every page", () => {
    for (const pathname of ['/', '/detail/1011', '/ordre/confirm', '/my/wallet', '/login']) {
      expect(earlyCallsOf(pathname, new URLSearchParams(), WITH_COUPONS)).toEqual(SHELL);
    }
  });

  it('leave out the unread-coupon check where the storefront offers no coupons, or is not known', () => {
    expect(earlyCallsOf('/', new URLSearchParams(), WITHOUT_COUPONS)).toEqual(SHELL.slice(0, 2));
    expect(earlyCallsOf('/', new URLSearchParams(), undefined)).toEqual(SHELL.slice(0, 2));
  });

  it("add /my/order's orders and counts, with the tab and page its address names", () => {
    expect(earlyCallsOf('/my/order', new URLSearchParams(), WITH_COUPONS)).toEqual([
      ...SHELL,
      { path: myOrderPageCall.path, payload: { tab: 'all', pageNum: 1, pageSize: 10 } },
      { path: orderCountCall.path, payload: {} },
    ]);
    const toPay = earlyCallsOf('/my/order/', new URLSearchParams('tab=toPay&page=3'), WITH_COUPONS);
    expect(toPay[3]).toEqual({ path: myOrderPageCall.path, payload: { tab: 'toPay', pageNum: 3, pageSize: 10 } });
    // An address no tab or page reads as the page reads it: the first page of every order.
    const odd = earlyCallsOf('/my/order', new URLSearchParams('tab=</script>&page=-2'), WITH_COUPONS);
    expect(odd[3]).toEqual({ path: myOrderPageCall.path, payload: { tab: 'all', pageNum: 1, pageSize: 10 } });
  });

  it('are GET calls only: the page may send them before anyone asked', () => {
    const calls: CallDefinition[] = [businessSettingCall, getUserBalanceAmountCall, queryUnreadCouponCall, myOrderPageCall, orderCountCall];
    const paths = earlyCallsOf('/my/order', new URLSearchParams(), WITH_COUPONS).map((call) => call.path);
    expect(paths.map((path) => calls.find((call) => call.path === path)?.method)).toEqual(paths.map(() => 'GET'));
  });
});
