import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usableCouponListCall, type CallRequest, type CallResponse } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { earlyAnswerOptions } from '@topup/shared/storefront';

/** The buyer's coupons this order may use now (the money layer decides), best discount first; none without a payload. */
export function useUsableCoupons(payload: CallRequest<typeof usableCouponListCall> | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'coupons', payload],
    queryFn: () => (payload ? request(usableCouponListCall, payload, { cacheTtl: 0 }) : []),
    enabled,
    ...earlyAnswerOptions<CallResponse<typeof usableCouponListCall>>(usableCouponListCall, payload ?? {}, { cacheTtl: 0 }, enabled && payload !== undefined),
    placeholderData: keepPreviousData,
  });
}
