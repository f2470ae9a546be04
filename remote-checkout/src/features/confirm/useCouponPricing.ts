import { useEffect, useState } from 'react';
import { actualPaymentCall, orderPriceRequest, type CallRequest, type CustomerCouponId, type usableCouponListCall } from '@topup/shared/contract';
import { errorTextKey, ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import type { OrderConfirmLink } from '@topup/shared/orderConfirm/linkParts';
import { useLocaleQuery } from '@topup/shared/storefront';
import type { ConfirmDraft } from './draft';
import { useUsableCoupons } from './useUsableCoupons';

export interface CouponPricingInput {
  link: OrderConfirmLink;
  draft: ConfirmDraft | undefined;
  /** The usable coupons' payload for the subtotal and game (orderConfirmPageRequests). */
  usableCoupons: CallRequest<typeof usableCouponListCall> | undefined;
  signedIn: boolean;
  couponOn: boolean;
}

/**
 * The coupon the order spends and what the order costs with it: the buyer's usable coupons, the
 * choice (the best one until the buyer chooses; a kept draft is a choice already made) and the
 * server's price for it. A coupon the server refuses is dropped with its message.
 */
export function useCouponPricing({ link, draft, usableCoupons, signedIn, couponOn }: CouponPricingInput) {
  const [couponId, setCouponId] = useState<CustomerCouponId | null>(draft?.couponId ?? null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const coupons = useUsableCoupons(usableCoupons, signedIn && couponOn);
  const [couponDecided, setCouponDecided] = useState(draft !== undefined);
  useEffect(() => {
    const best = coupons?.[0];
    if (couponDecided || !best) return;
    setCouponDecided(true);
    setCouponId(best.id);
  }, [couponDecided, coupons]);
  const chosenCouponId = couponId !== null && coupons?.some((coupon) => coupon.id === couponId) ? couponId : null;
  const actual = useLocaleQuery(actualPaymentCall, orderPriceRequest(link, chosenCouponId), {
    enabled: signedIn,
    keepPrevious: true,
    requestOptions: { quietCodes: [ResultCode.COUPON_ABNORMAL] },
  });
  useEffect(() => {
    if (actual.error instanceof ApiError && actual.error.code === ResultCode.COUPON_ABNORMAL) {
      setCouponId(null);
      setCouponError(errorTextKey(ResultCode.COUPON_ABNORMAL));
    }
  }, [actual.error]);

  function chooseCoupon(id: CustomerCouponId | null) {
    setCouponDecided(true);
    setCouponId(id);
    setCouponError(undefined);
  }

  return { coupons, couponId, chosenCouponId, couponError, chooseCoupon, actual };
}
