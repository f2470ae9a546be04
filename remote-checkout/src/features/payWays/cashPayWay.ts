/**
 * Cash methods, whose payment is confirmed only when the buyer has paid at a counter, maybe the
 * next day. Before an order exists the pay-way list carries no such flag (getPayConfirmInfo's
 * cashVoucher does, per order), so the confirm page knows them by code (docs/storefronts.md).
 */
const CASH_PAY_WAYS: readonly string[] = ['OXXO_PAY'];

export function isCashPayWay(payWay: string): boolean {
  return CASH_PAY_WAYS.includes(payWay);
}
