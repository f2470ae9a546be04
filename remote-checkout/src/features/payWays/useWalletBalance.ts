import { useQuery } from '@tanstack/react-query';
import { getUserBalanceAmountCall, type Money } from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** The signed-in buyer's wallet balance in one currency (zero when they hold none of it). */
export function useWalletBalance(currencyName: string | undefined, enabled: boolean): Money | undefined {
  const query = useQuery({
    queryKey: ['checkout', 'balance'],
    queryFn: () => request(getUserBalanceAmountCall, {}, { cacheTtl: 0 }),
    enabled: enabled && currencyName !== undefined,
  });
  if (!query.data || currencyName === undefined) return undefined;
  const entry = query.data.find((balance) => balance.currencyName === currencyName);
  return { currencyName, amount: entry?.amountMinor ?? 0 };
}
