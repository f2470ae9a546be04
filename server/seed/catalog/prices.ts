/** The storefronts' currencies (server/src/modules/setting/storefronts.ts). */
export const DEMO_CURRENCIES = ['RUB', 'USD', 'BRL', 'MXN', 'SAR'] as const;
export type DemoCurrency = (typeof DEMO_CURRENCIES)[number];

/**
 * A US-dollar price in every storefront's currency, in minor units, at local price points the
 * way app stores set them: 0.99 USD is 89 ₽, R$ 4,90, MX$ 19 and 3.99 SAR; 9.99 USD is 899 ₽,
 * R$ 49,90, MX$ 190 and 37.99 SAR. Integer arithmetic on cents, so no rounding surprises.
 */
export function pricePoints(usdCents: number): Record<DemoCurrency, number> {
  return {
    USD: usdCents,
    RUB: (Math.floor((usdCents * 9) / 100) * 10 + 9) * 100,
    BRL: Math.ceil((usdCents * 5) / 100) * 100 - 10,
    MXN: Math.round((usdCents * 19) / 100) * 100,
    SAR: Math.ceil((usdCents * 375) / 10_000) * 100 - 1,
  };
}
