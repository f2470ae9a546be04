import { payWayIdOf, type PayWay, type PayWayCode, type Storefront } from '@topup/shared/contract';
import type { PaymentProviders } from '../../payments/providers';
import { confirmMinutesOf } from '../../payments/payWayRules';
import { STOREFRONTS } from './storefronts';

/** What decides the pay ways offered: those switched off (PAY_WAYS_DISABLED) and the providers there are. */
export interface PayWayOffer {
  disabled: readonly string[];
  providers: Pick<PaymentProviders, 'forPayWay'>;
}

/**
 * A storefront's pay ways that are not switched off and have a provider: in production, without
 * the sandbox, that is the wallet and the pay ways of real providers only.
 */
export function enabledPayWays(storefront: Storefront, offer: PayWayOffer): string[] {
  return storefront.payWays.filter((payWay) => !offer.disabled.includes(payWay) && offer.providers.forPayWay(payWay as PayWayCode) !== undefined);
}

/** Every storefront's enabled pay ways in its own order (the default first), or one currency's. */
export function payWaysOf(currencyName: string | undefined, offer: PayWayOffer): PayWay[] {
  return STOREFRONTS.filter((storefront) => !currencyName || storefront.currencyName === currencyName).flatMap((storefront) =>
    enabledPayWays(storefront, offer).map((payWay) => ({
      payWayId: payWayIdOf(payWay, storefront.currencyName),
      payWay,
      currencyName: storefront.currencyName,
      confirmMinutes: confirmMinutesOf(payWay),
    })),
  );
}
