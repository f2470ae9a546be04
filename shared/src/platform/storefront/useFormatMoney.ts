import { useCallback } from 'react';
import type { Money } from '@topup/shared/contract';
import { formatMoney, moneyFormatOf } from './money';
import { useStorefront, useStorefronts } from './useStorefront';

/** Formats money in the current storefront's language and the currency's minor digits. */
export function useFormatMoney(): (money: Money) => string {
  const current = useStorefront();
  const all = useStorefronts().data;
  return useCallback((money: Money) => formatMoney(money, moneyFormatOf(money.currencyName, current, all)), [current, all]);
}
