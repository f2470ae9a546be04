import { useEffect } from 'react';
import { loadCouponTips } from '@topup/shared/commonState';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFeature } from '@topup/shared/storefront';

/**
 * The route guard's coupon check (spec, section 2): on every page a signed-in customer opens, ask
 * whether unread coupons exist, where the storefront offers coupons at all.
 */
export function useUnreadCouponCheck(pathname: string): void {
  const signedIn = useSession(isSignedIn);
  const coupons = useFeature('coupon');
  useEffect(() => {
    if (signedIn && coupons) void loadCouponTips();
  }, [signedIn, coupons, pathname]);
}
