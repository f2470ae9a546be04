import { usableCouponListCall, type CallRequest, type UsableCoupon } from '@topup/shared/contract';
import { useCustomerQuery } from '@topup/shared/storefront';

/** Stands in for the payload while the query stays disabled: never sent. */
const NOT_ASKED = {} as CallRequest<typeof usableCouponListCall>;
const NO_COUPONS: readonly UsableCoupon[] = [];

/**
 * The buyer's coupons this order may use now (the money layer decides), best discount first;
 * undefined until they are in. Keyed by the session like every customer query, so an account
 * signed in after another in the same tab never sees the other's coupons. Without a payload (a
 * currency the coupons do not know) there are none, and nothing is asked.
 */
export function useUsableCoupons(payload: CallRequest<typeof usableCouponListCall> | undefined, enabled: boolean): readonly UsableCoupon[] | undefined {
  const coupons = useCustomerQuery(usableCouponListCall, payload ?? NOT_ASKED, { enabled: enabled && payload !== undefined, keepPrevious: true });
  return payload ? coupons.data : NO_COUPONS;
}
