import type { PayWay } from '@topup/shared/contract';

/** The spec's default pay way for Russia: its first card entry moves to the front. */
export const RUSSIAN_CARD_PAY_WAY = 'CARDPAY_RU';

export function orderPayList(payList: readonly PayWay[]): PayWay[] {
  const index = payList.findIndex((payWay) => payWay.payWay === RUSSIAN_CARD_PAY_WAY);
  if (index <= 0) return [...payList];
  return [payList[index]!, ...payList.slice(0, index), ...payList.slice(index + 1)];
}

export function payMapOf(payList: readonly PayWay[]): Record<string, PayWay> {
  return Object.fromEntries(payList.map((payWay) => [payWay.payWayId, payWay]));
}
