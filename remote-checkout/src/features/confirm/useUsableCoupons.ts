import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isCurrencyName, usableCouponListCall, type Money } from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** The buyer's coupons this order may use now (the money layer decides), best discount first. */
export function useUsableCoupons(subtotal: Money | undefined, categoryId: string | undefined, enabled: boolean) {
  const currencyName = subtotal?.currencyName;
  return useQuery({
    queryKey: ['checkout', 'coupons', currencyName, subtotal?.amount, categoryId],
    queryFn: () =>
      isCurrencyName(currencyName) && subtotal
        ? request(usableCouponListCall, { currencyName, amountMinor: subtotal.amount, categoryIds: categoryId }, { cacheTtl: 0 })
        : [],
    enabled: enabled && subtotal !== undefined && categoryId !== undefined,
    placeholderData: keepPreviousData,
  });
}
