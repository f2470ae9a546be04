import type { Storefront } from '@topup/shared/contract';
import { TEST_ORDER_NO, testOrder, testStorefront } from '@topup/shared/testing';

/** Contract-shaped data for the member pages' tests (serveCalls checks every answer against the contract). */

/** ru with every feature, en with the wallet only, mx with coupons only (the spec's switches). */
export const STOREFRONTS: Storefront[] = [
  testStorefront({}),
  testStorefront({ locale: 'en', language: 'en', region: 'INTL', currencyName: 'USD', currencySymbol: '$', payWays: ['card', 'balance'], features: ['balance'] }),
  testStorefront({ locale: 'mx', language: 'es-MX', region: 'MX', currencyName: 'MXN', currencySymbol: '$', payWays: ['SPEI', 'card'], features: ['coupon'] }),
];

export const ORDER_NO = TEST_ORDER_NO;

/** The shared test order (a Genshin top-up of 2 × 60 crystals for 198 ₽), unpaid unless overridden. */
export const order = testOrder;
