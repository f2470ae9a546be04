import type { OrderDetail, Storefront } from '@topup/shared/contract';
import { testStorefront } from '@topup/shared/testing';

/** Contract-shaped data for the member pages' tests (serveCalls checks every answer against the contract). */

const storefront = testStorefront;

/** ru with every feature, en with the wallet only, mx with coupons only (the spec's switches). */
export const STOREFRONTS: Storefront[] = [
  storefront({}),
  storefront({ locale: 'en', language: 'en', region: 'INTL', currencyName: 'USD', currencySymbol: '$', payWays: ['card', 'balance'], features: ['balance'] }),
  storefront({ locale: 'mx', language: 'es-MX', region: 'MX', currencyName: 'MXN', currencySymbol: '$', payWays: ['SPEI', 'card'], features: ['coupon'] }),
];

export const ORDER_NO = '20260515120000123456';

/** A Genshin top-up of 2 × 60 crystals for 198 ₽, unpaid unless overridden. */
export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const amount = { currencyName: 'RUB', amount: 19800 };
  return {
    orderNo: ORDER_NO,
    status: 0,
    refunded: false,
    product: {
      id: '30',
      name: 'Кристаллы Сотворения',
      image: { url: '/static/catalog/genshin-crystals.svg', width: 400, height: 400 },
      categoryId: '2',
      categoryName: 'Genshin Impact',
      deliveryMinutes: { min: 0, max: 15 },
    },
    lines: [{ skuId: '301', skuName: '60 кристаллов', quantity: 2, unitPrice: { currencyName: 'RUB', amount: 9900 }, amount }],
    account: { uid: '700000001', server: 'os_euro' },
    nickname: 'Traveler',
    currencyName: 'RUB',
    subtotal: amount,
    discount: { currencyName: 'RUB', amount: 0 },
    coupon: null,
    payAmount: amount,
    paidAmount: null,
    refundAmount: null,
    payWayId: null,
    createTime: Date.UTC(2026, 4, 15, 12, 0),
    payTime: null,
    deliverTime: null,
    finishTime: null,
    closeTime: null,
    payDeadline: Date.UTC(2026, 4, 15, 12, 15),
    ...overrides,
  };
}
