import type { PayWay } from './order';

/** The spec's default pay way for Russia: its first card entry moves to the front. */
export const RUSSIAN_CARD_PAY_WAY = 'CARDPAY_RU';

/** The wallet's pay way: offered only where the storefront has the balance feature. */
export const BALANCE_PAY_WAY = 'balance';

/** A pay list in the order the store shows it: the Russian card first, the others as listed. */
export function orderPayList(payList: readonly PayWay[]): PayWay[] {
  const index = payList.findIndex((payWay) => payWay.payWay === RUSSIAN_CARD_PAY_WAY);
  if (index <= 0) return [...payList];
  return [payList[index]!, ...payList.slice(0, index), ...payList.slice(index + 1)];
}

/**
 * The pay ways a checkout page offers from a currency's list, the default first: the wallet only
 * where the storefront has the balance. Named once for the pages and the server, which asks
 * ahead for the saved details of the first (earlyCalls.ts).
 */
export function offeredPayWays(payList: readonly PayWay[], balanceOn: boolean): PayWay[] {
  return orderPayList(payList).filter((payWay) => payWay.payWay !== BALANCE_PAY_WAY || balanceOn);
}
