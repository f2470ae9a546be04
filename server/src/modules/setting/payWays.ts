import { payWayIdOf, type PayWay, type Storefront } from '@topup/shared/contract';
import { STOREFRONTS } from './storefronts';

/**
 * Minutes a provider typically takes to confirm a payment (spec, sections 4 and 9): PIX and SPEI
 * about one, OXXO_PAY and MERCADO_PAGO up to thirty; cards, the wallet and the rest at once.
 */
const CONFIRM_MINUTES: Readonly<Record<string, number>> = { PIX: 1, SPEI: 1, OXXO_PAY: 30, MERCADO_PAGO: 30 };

/** Pay ways that confirm slowly enough for the checkout to warn the customer. */
export const SLOW_PAY_WAYS = Object.keys(CONFIRM_MINUTES).filter((payWay) => (CONFIRM_MINUTES[payWay] ?? 0) >= 30);

export function confirmMinutesOf(payWay: string): number {
  return CONFIRM_MINUTES[payWay] ?? 0;
}

/** A storefront's pay ways without those switched off by configuration (PAY_WAYS_DISABLED). */
export function enabledPayWays(storefront: Storefront, disabled: readonly string[]): string[] {
  return storefront.payWays.filter((payWay) => !disabled.includes(payWay));
}

/** Every storefront's enabled pay ways in its own order (the default first), or one currency's. */
export function payWaysOf(currencyName: string | undefined, disabled: readonly string[]): PayWay[] {
  return STOREFRONTS.filter((storefront) => !currencyName || storefront.currencyName === currencyName).flatMap((storefront) =>
    enabledPayWays(storefront, disabled).map((payWay) => ({
      payWayId: payWayIdOf(payWay, storefront.currencyName),
      payWay,
      currencyName: storefront.currencyName,
      confirmMinutes: confirmMinutesOf(payWay),
    })),
  );
}
