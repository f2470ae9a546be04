import { queryUnreadCouponCall, readCouponCall, SIGNED_IN_SHELL_REQUESTS } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { commonStore } from './commonStore';

/** One check at a time: the route guard and the polling loop may ask together. */
let checking: Promise<void> | null = null;
/** Bumped by every dismissal, so an answer to a check begun before it is ignored. */
let dismissals = 0;
/** The read call of the last dismissal: a check waits for it, or it would see the coupons unread. */
let marking: Promise<unknown> = Promise.resolve();

/**
 * Sets couponTips from the server's unread-coupon check (GET queryUnreadCoupon, which changes
 * nothing). Quiet: a failed check shows nothing and keeps the flag as it was.
 */
export function loadCouponTips(): Promise<void> {
  checking ??= (async () => {
    await marking;
    const started = dismissals;
    try {
      const unread = await request(queryUnreadCouponCall, SIGNED_IN_SHELL_REQUESTS.unreadCoupons, { quiet: true, cacheTtl: 0 });
      if (started === dismissals) commonStore.setState({ couponTips: unread === true });
    } catch {
      // The next navigation or polling round asks again.
    } finally {
      checking = null;
    }
  })();
  return checking;
}

/**
 * The coupon pop-up was dismissed: it hides at once, and the server marks the coupons read so it
 * does not come back (on this page, after a reload, or on another device).
 */
export function dismissCouponTips(): Promise<void> {
  dismissals += 1;
  commonStore.setState({ couponTips: false });
  marking = request(readCouponCall, {}, { silent: true }).catch(() => undefined);
  return marking.then(() => undefined);
}
