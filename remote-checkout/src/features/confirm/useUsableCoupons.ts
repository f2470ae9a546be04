import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usableCouponListCall, type CallRequest, type CallResponse } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { earlyAnswerOptions } from '@topup/shared/storefront';

/** Coupons are used up by payments: never from the GET cache. */
const UNCACHED = { cacheTtl: 0 };

/** The buyer's coupons this order may use now (the money layer decides), best discount first; none without a payload. */
export function useUsableCoupons(payload: CallRequest<typeof usableCouponListCall> | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'coupons', payload],
    queryFn: () => (payload ? request(usableCouponListCall, payload, UNCACHED) : []),
    enabled,
    ...earlyAnswerOptions<CallResponse<typeof usableCouponListCall>>(usableCouponListCall, payload ?? {}, UNCACHED, enabled && payload !== undefined),
    placeholderData: keepPreviousData,
  });
}
