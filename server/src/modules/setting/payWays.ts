import { payWayIdOf, type PayWay } from '@topup/shared/contract';
import { STOREFRONTS } from './storefronts';

/**
 * Minutes a provider typically takes to confirm a payment (spec, sections 4 and 9): PIX and SPEI
 * about one, OXXO_PAY and MERCADO_PAGO up to thirty; cards, the wallet and the rest at once.
 */
const CONFIRM_MINUTES: Readonly<Record<string, number>> = { PIX: 1, SPEI: 1, OXXO_PAY: 30, MERCADO_PAGO: 30 };

/** Pay ways that confirm slowly enough for the checkout to warn the customer. */
export const SLOW_PAY_WAYS = Object.keys(CONFIRM_MINUTES).filter((payWay) => (CONFIRM_MINUTES[payWay] ?? 0) >= 30);

/** Every storefront's pay ways in its own order (the default first), or one currency's. */
export function payWaysOf(currencyName?: string): PayWay[] {
  return STOREFRONTS.filter((storefront) => !currencyName || storefront.currencyName === currencyName).flatMap((storefront) =>
    storefront.payWays.map((payWay) => ({
      payWayId: payWayIdOf(payWay, storefront.currencyName),
      payWay,
      currencyName: storefront.currencyName,
      confirmMinutes: CONFIRM_MINUTES[payWay] ?? 0,
    })),
  );
}
