import type { Storefront } from '@topup/shared/contract';

/** A storefront as the settings call answers it: Russia's, with what the test changes. */
export function testStorefront(overrides: Partial<Storefront> = {}): Storefront {
  return {
    locale: 'ru',
    language: 'ru',
    direction: 'ltr',
    region: 'RU',
    currencyName: 'RUB',
    currencySymbol: '₽',
    minorDigits: 2,
    payWays: ['CARDPAY_RU', 'SBP', 'QIWI', 'balance'],
    features: ['coupon', 'evaluate', 'balance'],
    ...overrides,
  };
}
