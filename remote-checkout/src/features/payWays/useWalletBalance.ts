import { useEffect, useState } from 'react';
import { loadBalanceList, useCommonState } from '@topup/shared/commonState';
import type { Money } from '@topup/shared/contract';

/**
 * The signed-in buyer's wallet balance in one currency (zero when they hold none of it), from the
 * common state's balance list, which is asked for afresh when the page opens: the shell's polling
 * may be half a minute old, and paying must not be offered on a stale balance.
 */
export function useWalletBalance(currencyName: string | undefined, enabled: boolean): Money | undefined {
  const balanceList = useCommonState((state) => state.balanceList);
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    void loadBalanceList().finally(() => {
      if (active) setFresh(true);
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  if (!enabled || !fresh || currencyName === undefined) return undefined;
  const entry = balanceList.find((balance) => balance.currencyName === currencyName);
  return { currencyName, amount: entry?.amountMinor ?? 0 };
}
