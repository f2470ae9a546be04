import type { PayWay } from '@topup/shared/contract';

export function payMapOf(payList: readonly PayWay[]): Record<string, PayWay> {
  return Object.fromEntries(payList.map((payWay) => [payWay.payWayId, payWay]));
}
