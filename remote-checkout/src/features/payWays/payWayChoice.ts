import { useState } from 'react';
import { BALANCE_PAY_WAY, type Money, type PayWay } from '@topup/shared/contract';

/** The wallet cannot pay an amount above its balance; other pay ways are always choosable. */
export function isPayWayShort(payWay: PayWay, balance: Money | undefined, payAmount: Money | undefined): boolean {
  if (payWay.payWay !== BALANCE_PAY_WAY || !balance || !payAmount) return false;
  return balance.amount < payAmount.amount;
}

/**
 * The chosen pay way: the buyer's choice while it is offered and choosable, else the first that
 * is (the default: CARDPAY_RU in Russia). Derived on every render, so a list that changes (a
 * quantity that makes the wallet short) never leaves an impossible choice selected.
 */
export function usePayWayChoice(payWays: readonly PayWay[], isChoosable: (payWay: PayWay) => boolean, initial: string | null = null) {
  const [choice, setChoice] = useState<string | null>(initial);
  const choosable = payWays.filter(isChoosable);
  const chosen = choosable.find((payWay) => payWay.payWayId === choice) ?? choosable[0] ?? null;
  return { chosen, choose: setChoice };
}
