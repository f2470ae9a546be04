import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissCouponTips, useCommonState } from '@topup/shared/commonState';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFeature } from '@topup/shared/storefront';

// The dialog, its picture and the kit's Dialog load when the pop-up opens, not with every first visit.
const CouponDialog = lazy(() => import('./CouponDialog').then((module) => ({ default: module.CouponDialog })));

/**
 * The coupon pop-up (spec, section 2): over any page while the signed-in customer has unread
 * coupons, in storefronts that offer coupons; the server keeps it dismissed.
 */
export function CouponPopup() {
  const signedIn = useSession(isSignedIn);
  const coupons = useFeature('coupon');
  const unread = useCommonState((state) => state.couponTips);
  // On the coupon page itself the coupons are already in view.
  const onCouponPage = useLocation().pathname === links.myCoupons();
  if (!signedIn || !coupons || !unread || onCouponPage) return null;
  return (
    <Suspense fallback={null}>
      <CouponDialog onDismiss={() => void dismissCouponTips()} />
    </Suspense>
  );
}
