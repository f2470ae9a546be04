import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCommonState } from '@topup/shared/commonState';
import { offeredPayWays, payWaysCall, type PayWay } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { useFeature } from '@topup/shared/storefront';

/**
 * The pay ways of a currency, the default first (CARDPAY_RU in Russia): the common state's list
 * when the shell has loaded it for this currency, else getPayWays. The wallet is left out where
 * the storefront has no balance feature.
 */
export function usePayWays(currencyName: string | undefined) {
  const commonList = useCommonState((state) => state.payList);
  const balanceOn = useFeature('balance');
  const fromCommon = useMemo(() => commonList.filter((payWay) => payWay.currencyName === currencyName), [commonList, currencyName]);
  const query = useQuery({
    queryKey: ['checkout', 'payWays', currencyName],
    queryFn: () => request(payWaysCall, { currencyName }),
    enabled: currencyName !== undefined && fromCommon.length === 0,
    staleTime: Infinity,
  });
  const payWays = useMemo<PayWay[]>(() => offeredPayWays(fromCommon.length ? fromCommon : (query.data ?? []), balanceOn), [fromCommon, query.data, balanceOn]);
  const fromServer = fromCommon.length === 0;
  return {
    payWays,
    isPending: currencyName === undefined || (fromServer && query.isPending),
    isError: fromServer && query.isError,
    refetch: () => void query.refetch(),
  };
}
